data = [3, 8, 1, 9, 4]
it = iter(data)
seen = []
while (x := next(it, None)) is not None:
    if x > 5:
        seen.append(x)
chunks = []
buf = list(range(10))
while chunk := buf[:3]:
    chunks.append(chunk)
    buf = buf[3:]
def compute(v):
    return v * v
results = [y for v in range(6) if (y := compute(v)) % 2 == 0]
if (n := len(data)) > 3:
    msg = f"long list ({n})"
total = 0
count = 0
for v in data:
    if (t := total + v) > 15:
        break
    total = t
    count += 1
