msgs = []
tests = [
    lambda: int("x"),
    lambda: float("1,5"),
    lambda: [1].index(2),
    lambda: "a,b".split(""),
    lambda: range(1, 5, 0),
    lambda: chr(-1),
    lambda: "abc".index("d"),
    lambda: int("12", 1),
]
for t in tests:
    try:
        t()
    except ValueError as e:
        msgs.append(str(e))
