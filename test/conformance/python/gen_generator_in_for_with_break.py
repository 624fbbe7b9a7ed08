log = []


def counter():
    try:
        n = 0
        while True:
            yield n
            n += 1
    finally:
        log.append("finalized")


for v in counter():
    if v == 3:
        break
last = v
