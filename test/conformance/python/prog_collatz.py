def collatz_steps(n):
    steps = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps


steps = {n: collatz_steps(n) for n in range(1, 12)}
longest = max(range(1, 30), key=collatz_steps)
