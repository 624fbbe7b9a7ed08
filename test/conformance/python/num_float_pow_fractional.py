roots = [k ** 0.5 for k in range(2, 40)]
cubes = [k ** (1 / 3) for k in range(2, 40)]
mixed = [1.1 ** k for k in (0.5, 1.5, 2.5, 7.25, 100.5, 200)]
growth = [1000 * (1 + 0.05) ** (t / 12) for t in range(0, 60, 7)]
neg_int = [(-1.5) ** k for k in (3, 65, 66, 101)]
tiny = [2.0 ** -k for k in (0.5, 10.5, 1000.5, 1074)]
specials = [(-1.0) ** float("inf"), 1.0 ** float("nan"), 0.5 ** float("inf"), 2.0 ** float("-inf")]
compound = 100 * 1.07 ** 10.5
