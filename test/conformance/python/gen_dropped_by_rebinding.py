# Rebinding the only name of a suspended generator (g = None) frees it in CPython, which closes it
# then, before the next statement; so do a temporary dropped at the end of its statement and `del g`.
log = []
def gen():
    try:
        for i in range(5):
            yield i
    finally:
        log.append("closed")

for x in gen():
    if x == 1:
        break
after = list(log)
g = gen()
next(g)
g = None
after2 = list(log)
