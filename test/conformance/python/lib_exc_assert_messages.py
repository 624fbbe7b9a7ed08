msgs = []
for cond, msg in [(1 == 2, "math broke"), (False, None)]:
    try:
        if msg:
            assert cond, msg
        else:
            assert cond
    except AssertionError as e:
        msgs.append((str(e), e.args, repr(e)))
try:
    assert [], ["a", 1]
except AssertionError as e:
    msgs.append(e.args)
def check(x):
    assert isinstance(x, int), f"expected int, got {type(x).__name__}"
    return x
try:
    check("s")
except AssertionError as e:
    msgs.append(str(e))
