total = 0.0
for _ in range(10):
    total += 0.1
eq = total == 1.0
close = abs(total - 1.0) < 1e-9
r = repr(total)
