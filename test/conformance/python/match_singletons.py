def which(x):
    match x:
        case None:
            return "None"
        case True:
            return "True"
        case False:
            return "False"
        case _:
            return "other"


def numeric(x):
    match x:
        case 1:
            return "one"
        case 0:
            return "zero"
        case _:
            return "other"


by_identity = [which(v) for v in (None, True, False, 1, 0, 1.0, "", [])]
by_equality = [numeric(v) for v in (True, False, 1, 0, 1.0, 0.0, None)]
