rows = []
for c in range(-10, 41, 10):
    f = c * 9 / 5 + 32
    rows.append(f"{c:>4}°C = {f:6.1f}°F")
table = "\n".join(rows)
