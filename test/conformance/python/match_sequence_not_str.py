def seq(x):
    match x:
        case [a, b]:
            return ("pair", a, b)
        case [*items]:
            return ("seq", len(items))
        case _:
            return "not a sequence"


results = [seq("ab"), seq("abc"), seq({"a": 1, "b": 2}), seq({1, 2}), seq(12), seq(None), seq([1, 2]), seq((1, 2, 3)), seq(range(2))]
it = iter([1, 2])
from_iterator = seq(it)
