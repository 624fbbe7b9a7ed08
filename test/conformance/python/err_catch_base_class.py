def risky(kind):
    if kind == "key":
        return {}["missing"]
    if kind == "index":
        return [][1]
    return 1 / 0


caught = []
for kind in ["key", "index", "zero"]:
    try:
        risky(kind)
    except LookupError as e:
        caught.append(("lookup", type(e).__name__))
    except ArithmeticError as e:
        caught.append(("arith", type(e).__name__))
