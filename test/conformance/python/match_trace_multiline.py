def val(x):
    return x


def f(data):
    match (
        val(data)
    ):
        case [
            1,
            x,
        ] if val(x) > 0:
            return "list"
        case {
            "k": v,
        }:
            return v
        case (
            str()
            | bytes()
        ):
            return "text"
        case _:
            return None


results = [f([1, 2]), f([1, -2]), f({"k": 3}), f("s"), f(0)]
