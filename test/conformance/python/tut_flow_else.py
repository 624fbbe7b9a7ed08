found = []
for n in range(2, 20):
    for x in range(2, n):
        if n % x == 0:
            break
    else:
        found.append(n)
w = []
i = 0
while i < 5:
    i += 1
    if i == 3:
        continue
    w.append(i)
else:
    w.append("done")
j = 0
while True:
    j += 1
    if j > 3:
        break
else:
    j = -1
e = []
for k in []:
    e.append(k)
else:
    e.append("empty-else")
