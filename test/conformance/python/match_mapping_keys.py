class K:
    NAME = "name"
    AGE = "age"


def person(d):
    match d:
        case {K.NAME: n, K.AGE: a}:
            return (n, a)
        case {1: one, -2: minus_two}:
            return (one, minus_two)
        case {None: v, True: t}:
            return ("none and true", v, t)
        case {**everything}:
            return ("rest", sorted(everything))


results = [
    person({"name": "ann", "age": 3}),
    person({1: "a", -2: "b"}),
    person({1.0: "float key", -2: "c"}),
    person({None: 0, 1: 1}),
    person({None: 0, True: 1}),
    person({"x": 1, "y": 2}),
]
rest_copy = person({"z": 0})
