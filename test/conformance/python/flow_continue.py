found = []
for num in range(2, 10):
    if num % 2 == 0:
        found.append(f"even {num}")
        continue
    found.append(f"odd {num}")
