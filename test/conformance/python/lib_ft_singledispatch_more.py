from functools import singledispatch
@singledispatch
def process(x):
    raise NotImplementedError(f"cannot process {type(x).__name__}")
@process.register(int)
@process.register(float)
def _(x):
    return x * 2
@process.register
def _(x: str):
    return x.upper()
@process.register(list)
def _(x):
    return [process(i) for i in x]
r = [process(2), process(1.5), process("a"), process([1, "b"])]
try:
    process(None)
except NotImplementedError as e:
    m = str(e)
class Base:
    pass
class Sub(Base):
    pass
@process.register(Base)
def _(x):
    return "base"
s = process(Sub())
reg = sorted(k.__name__ for k in process.registry)
b = process(True)
