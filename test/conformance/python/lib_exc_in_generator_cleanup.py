log = []
def resource():
    log.append("acquire")
    try:
        yield "res"
    finally:
        log.append("release")
for r in resource():
    log.append(f"use {r}")
g = resource()
next(g)
del g
log.append("after del")
def gen_err():
    yield 1
    raise ValueError("in gen")
out = []
try:
    for x in gen_err():
        out.append(x)
except ValueError as e:
    out.append(str(e))
def early():
    try:
        for i in range(5):
            yield i
    finally:
        log.append("early cleanup")
for v in early():
    if v == 1:
        break
log.append("after break")
