def f(x):
    match x:
        case {"a": 1}:
            return 1
        case {"b": [*_, last]} if last > 0:
            return last


r = [f({"b": [1, 2]}), f({"b": []}), f({"b": [-1]})]
r2 = f({"b": ["s"]})
