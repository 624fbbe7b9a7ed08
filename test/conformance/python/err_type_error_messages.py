msgs = []
tests = [
    lambda: "a" + 1,
    lambda: 1 + "a",
    lambda: [1] * "2",
    lambda: len(5),
    lambda: None + 1,
    lambda: {} < {},
    lambda: -"x",
    lambda: [1, 2][1.0],
    lambda: hash([]),
    lambda: int(None),
    lambda: iter(5),
    lambda: "abc"[None],
]
for t in tests:
    try:
        t()
    except TypeError as e:
        msgs.append(str(e))
