log = []
def src():
    for i in range(3):
        log.append(f"yield {i}")
        yield i
def sq(it):
    for x in it:
        log.append(f"sq {x}")
        yield x * x
for v in sq(src()):
    log.append(f"got {v}")
g = (log.append(f"expr {i}") or i for i in range(2))
log.append("created")
lst = list(g)
z = zip(src(), "ab")
log.append("zip made")
pairs = list(z)
