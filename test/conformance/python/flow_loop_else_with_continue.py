found = []
for n in range(2, 12):
    for d in range(2, n):
        if n % d == 0:
            break
    else:
        found.append(n)
        continue
    found.append(-n)
