def parts(x):
    match x:
        case [1 | 2 as n, *rest] as whole:
            return (n, rest, whole)
        case {"k": [_, _] as pair}:
            return ("pair", pair)
        case (str() | bytes()) as text:
            return ("text", text)
        case int(v) as same if v is same:
            return ("int", v)
        case ((a, b) as inner, c):
            return ("nested", inner, a, b, c)
        case other:
            return ("other", other)


results = [parts([2, 3, 4]), parts({"k": [1, 2]}), parts({"k": [1]}), parts("s"), parts(10), parts(((1, 2), 3)), parts(2.5)]
