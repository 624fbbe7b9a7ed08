def check(x):
    assert x > 0, f"x must be positive, got {x}"
    return x
a = check(1)
msg = None
try:
    check(-1)
except AssertionError as e:
    msg = str(e)
try:
    assert [], "empty"
except AssertionError as e:
    msg2 = e.args
assert 1 == 2
