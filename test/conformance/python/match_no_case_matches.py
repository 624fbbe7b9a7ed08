def f(x):
    r = "start"
    match x:
        case 1:
            r = "one"
        case [a]:
            r = ("list", a)
        case {"k": v}:
            r = ("dict", v)
    return r


results = [f(1), f([2]), f({"k": 3}), f(4), f([]), f({})]
for i in range(3):
    match i:
        case 5:
            pass
after_loop = i
