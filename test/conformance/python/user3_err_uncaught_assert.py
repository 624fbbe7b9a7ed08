def check(x):
    assert x > 0, f"expected positive, got {x}"
    return x
vals = [check(v) for v in [3, 2]]
check(-1)
