def log(m):
    out.append(m)
    return m
out = []
try: log(1)
except ValueError: log(2)
try:
    log(1); raise ValueError("x")
except ValueError as e: log(str(e))
finally: log("f")
def f():
    try:
        return log("r")
    finally:
        log("fin")
f()
class CM:
    def __init__(self): pass
    def __enter__(self):
        log("enter")
        return self
    def __exit__(self, *a):
        log("exit")
        return True
with CM() as c: log("body")
with CM():
    log("b2")
    raise KeyError("k")
with CM() as a, CM() as b:
    log("two")
x = (log(1) +
     log(2) +
     log(3))
y = [log(i)
     for i in range(2)]
z = {k: log(k) for k in "ab"}
g = sum(log(i) for i in range(3))
h = (lambda q: log(q))(5)
def deco(fn):
    log("deco")
    return fn
@deco
@deco
def d(): pass
if log(0): log("no")
elif log(1): log("yes")
else: log("else")
try:
    try:
        log(1)
        raise KeyError(1)
    finally:
        log("inner fin")
except KeyError:
    log("caught")
for i in range(3):
    try:
        if i == 1: continue
        log(i)
    finally:
        log("ff")
def gen_err():
    return [1/0 for _ in range(1)]
try:
    gen_err()
except ZeroDivisionError as e:
    msg = str(e)
last = log(
    "end"
)
