def log(m):
    out.append(m)
out = []
log("a"); log("b")
while len(out) < 5: log("w")
n = 0
while True:
    log(n)
    n += 1
    if n > 2:
        break
k = 0
while k < 2:
    k += 1
    log(k)
else:
    log("else")
for i in range(2): log(i)
for i in range(3):
    if i == 1:
        continue
    log(i)
while k < 4: k += 1; log(k)
j = 0
while j < 4:
    j += 1
    if j % 2:
        continue
    log(j)
i = 0
while (i <
       2):
    log(i)
    i += 1
if len(out) > 1: log("c")
