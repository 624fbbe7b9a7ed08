import re
data = [1, 5, 12, 7, 20]
big = [y for x in data if (y := x * 2) > 10]
if (n := len(data)) > 3:
    msg = f"long list ({n})"
lines = iter(["a", "b", ""])
got = []
while (line := next(lines)):
    got.append(line)
if m := re.match(r"(\d+)", "42abc"):
    num = int(m.group(1))
vals = [last := v for v in range(3)]
a = last
x = 5
y = (x := 10) + x
z = [i for i in range(3) if (k := i) >= 0]
kk = k
