primes = []
composites = []
for n in range(2, 20):
    for x in range(2, n):
        if n % x == 0:
            composites.append(f"{n} = {x} * {n // x}")
            break
    else:
        primes.append(n)
