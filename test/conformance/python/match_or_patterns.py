def classify(x):
    match x:
        case 1 | 2 | 3:
            return "small"
        case "a" | "b":
            return "letter"
        case [0, y] | [y, 0]:
            return ("zero pair", y)
        case {"id": i} | {"key": i}:
            return ("id", i)
        case (1 | 2, z) | (z, 1 | 2):
            return ("with one or two", z)
        case None | True:
            return "none or true"
        case _:
            return "other"


results = [classify(v) for v in (1, 3, "b", [0, 7], [8, 0], [0, 0], {"id": 4}, {"key": 5}, (1, 9), (9, 2), None, True, False, 4)]
