def is_len(x):
    return len(x)


def check(value):
    match value:
        case [a, b]:
            return a + b
        case is_len():
            return "never"


first = check([1, 2])
second = check("abc")
