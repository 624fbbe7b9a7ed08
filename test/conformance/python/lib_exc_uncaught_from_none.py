def lookup(d, k):
    try:
        return d[k]
    except KeyError:
        raise LookupError(f"no {k}") from None
v = lookup({"a": 1}, "a")
lookup({}, "b")
