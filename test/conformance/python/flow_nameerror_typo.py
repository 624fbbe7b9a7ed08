values = [1, 2, 3]
total = 0
for v in values:
    total += v
average = totl / len(values)
