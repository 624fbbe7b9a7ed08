from functools import singledispatch
@singledispatch
def show(x):
    return f"obj:{x!r}"
@show.register
def _(x: int):
    return f"int:{x}"
@show.register(list)
def _(x):
    return "list:" + ",".join(show(i) for i in x)
@show.register(float)
@show.register(complex)
def _(x):
    return f"num:{x}"
a = show(1), show(True), show([1, "a", 2.5]), show("s"), show(None), show(1j)
b = show.dispatch(bool).__name__, sorted(t.__name__ for t in show.registry if t is not object)
class Animal: pass
class Dog(Animal): pass
@show.register
def _(x: Animal):
    return "animal"
c = show(Dog())
