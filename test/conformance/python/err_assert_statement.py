def check(x):
    assert x > 0, f"x must be positive, got {x}"
    return x


ok = check(3)
try:
    check(-1)
except AssertionError as e:
    msg = str(e)
try:
    assert 1 == 2
except AssertionError as e:
    empty = str(e)
    args = e.args
