# Generators in a round-robin deque scheduler, a yield-from chain dropped by rebinding, a coroutine
# a function leaves suspended, one kept through an exception's args and then dropped, and a dict
# of generators popped and cleared: each closes when its last reference goes.
from collections import deque
log = []
def task(name, n):
    try:
        for i in range(n):
            log.append(f"{name} {i}")
            yield
    finally:
        log.append(f"done {name}")

def run(tasks):
    q = deque(tasks)
    while q:
        t = q.popleft()
        try:
            next(t)
            q.append(t)
        except StopIteration:
            pass
    return len(log)

n = run([task("a", 2), task("b", 3)])

def outer():
    try:
        yield from task("inner", 5)
    finally:
        log.append("outer done")

o = outer()
next(o)
next(o)
o = None
s1 = list(log)

def coro():
    got = []
    try:
        while True:
            x = yield
            got.append(x)
    finally:
        log.append(f"coro {got}")

def feeder():
    c = coro()
    next(c)
    c.send(1)
    c.send(2)
    return "fed"
fd = feeder()

def err_holder():
    g = task("err", 3)
    next(g)
    raise ValueError(g)
try:
    err_holder()
except ValueError as e:
    kept = e.args[0]
s2 = list(log)
kept = None
s3 = list(log)
gens = {i: task(f"m{i}", 2) for i in range(2)}
for g in gens.values():
    next(g)
gens.pop(0)
s4 = list(log)
gens.clear()
final = list(log)
