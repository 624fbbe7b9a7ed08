roots = [n ** 0.5 for n in [4, 2, 9, 10]]
cube = 27 ** (1 / 3)
neg = (-8) ** (1 / 3)
kind = type(neg).__name__
