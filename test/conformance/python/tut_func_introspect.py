def f(a, b: int = 2, *args, c: str = "x", d, **kw) -> bool:
    """Doc line.

    More."""
    return True
info = [f.__name__, f.__qualname__, f.__doc__, f.__defaults__, f.__kwdefaults__, f.__module__, sorted(f.__annotations__.items(), key=str)]
g = lambda x, y=1: x
ginfo = [g.__name__, g.__defaults__, g.__doc__, g.__kwdefaults__]
def outer():
    def inner():
        pass
    return inner
q = outer().__qualname__
f.attr = 5
fa = f.attr
fd = sorted(f.__dict__)
def nodoc(): pass
nd = nodoc.__doc__, nodoc.__defaults__, nodoc.__annotations__
r = repr(f)[:12], str(g)[:18], callable(f), type(f).__name__, type(len).__name__, type(print).__name__, type("".upper).__name__, type([].append).__name__
