def f(a, b=2, /, c=3, *, d, e=5, **rest):
    return (a, b, c, d, e, rest)
r = [f(1, d=4), f(1, 2, 3, d=4), f(1, c=9, d=4, z=0), f(1, d=4, a=100, b=200)]
msgs = []
for call in [lambda: f(), lambda: f(1), lambda: f(1, 2, 3, 4), lambda: f(a=1, d=4), lambda: f(1, 2, 3, d=1, c=2), lambda: f(1, d=1, d2=2, e=3, **{"e": 4})]:
    try:
        call()
    except TypeError as ex:
        msgs.append(str(ex))
def g(*, key=None, reverse=False):
    return key, reverse
r.append(g(reverse=True))
def h(x, *args, sep=" "):
    return sep.join(map(str, (x,) + args))
r.append(h(1, 2, 3, sep="-"))
def m(**kwargs):
    return sorted(kwargs.items())
r.append(m(b=1, a=2))
r.append(m(**{"if": 1, "1x": 2}))
