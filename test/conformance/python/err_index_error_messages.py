msgs = []
tests = [
    lambda: [][0],
    lambda: [1, 2][-3],
    lambda: (1,)[5],
    lambda: "ab"[2],
    lambda: [].pop(),
    lambda: [1].pop(3),
    lambda: range(3)[3],
]
for t in tests:
    try:
        t()
    except IndexError as e:
        msgs.append(str(e))
