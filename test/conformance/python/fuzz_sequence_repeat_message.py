msgs = []
for left, right in [((1, "t"), "ab"), ((1,), None), ([1], 2.0), ("ab", [1]), ([0], (2,)), ("x", 1.5)]:
    try:
        left * right
    except TypeError as e:
        msgs.append(str(e))
ok = [(1,) * 2, "ab" * True, 3 * [0]]
