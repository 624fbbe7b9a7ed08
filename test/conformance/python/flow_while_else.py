n = 0
log = []
while n < 3:
    log.append(n)
    n += 1
else:
    log.append("done")
m = 0
while True:
    m += 1
    if m > 4:
        break
else:
    log.append("never")
