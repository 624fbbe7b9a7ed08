def f(x):
    match x:
        case int(n) if (double := n * 2) > 3:
            return double
        case [a, *_] if a if a > 0 else False:
            return "cond guard"
        case str(s) if not s or s.isspace():
            return "blank"
        case _ if (lambda: x)() is None:
            return "none"
    return "fallthrough"


results = [f(1), f(5), f([2]), f([-1]), f(""), f("  "), f("x"), f(None)]
match 1:
    case x if y := x:
        r = y
