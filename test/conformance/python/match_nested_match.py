def area(shape):
    match shape:
        case ("rect", w, h):
            match (w, h):
                case (0, _) | (_, 0):
                    return 0
                case _:
                    return w * h
        case ("square", s):
            match s:
                case int() | float():
                    return s * s
                case _:
                    return None
        case _:
            return -1


results = [area(("rect", 2, 3)), area(("rect", 0, 3)), area(("square", 4)), area(("square", "x")), area("circle")]
