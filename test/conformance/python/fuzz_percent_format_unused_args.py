results = []
for arg in ([], [1], (), {}, {"a": 1}, 5, "", "x", None, (1,)):
    try:
        results.append("abc" % arg)
    except TypeError as e:
        results.append(f"TypeError: {e}")
named = "%(a)s-%(a)s" % {"a": 1, "b": 2}
