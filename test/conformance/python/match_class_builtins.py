def kind(x):
    match x:
        case bool(b):
            return ("bool", b)
        case int(i):
            return ("int", i)
        case float(f):
            return ("float", f)
        case str(s):
            return ("str", s)
        case list([first, *_]):
            return ("list starting", first)
        case list(l):
            return ("list", l)
        case tuple(t):
            return ("tuple", t)
        case dict(d):
            return ("dict", sorted(d))
        case set(s):
            return ("set", sorted(s))
        case frozenset(s):
            return ("frozenset", sorted(s))
        case _:
            return "other"


class MyInt(int):
    pass


results = [kind(v) for v in (True, 3, 2.5, "hi", [1, 2], [], (1,), {"k": 1}, {3, 1}, frozenset({2}), None)]
sub = kind(MyInt(7))
sub_type = type(sub[1]).__name__
match 5:
    case int(real=r, imag=i):
        parts = (r, i)
match "text":
    case str() as s if s.startswith("t"):
        text = s
