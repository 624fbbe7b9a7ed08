def keep(x):
    return x % 2 == 0


evens = [
    x * 10
    for x in range(5)
    if keep(x)
]
pairs = {k: v for k, v in zip("ab", range(2))}
