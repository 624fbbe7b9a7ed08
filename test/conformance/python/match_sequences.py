def shape(x):
    match x:
        case []:
            return "empty"
        case [a]:
            return ("one", a)
        case [a, b]:
            return ("two", a, b)
        case (a, b, c):
            return ("three", a, b, c)
        case [1, [2, 3], x]:
            return ("nested", x)
        case _:
            return "many"


results = [shape(v) for v in ([], [1], (1,), [1, 2], (1, 2), [1, 2, 3], (4, 5, 6), [1, [2, 3], 4], [1, (2, 3), 9], [1, 2, 3, 4, 5])]
ranges = [shape(range(0)), shape(range(2)), shape(range(3))]
