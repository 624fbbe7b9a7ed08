def fn(a, b=2, **kw):
    return a + b + len(kw)


ok = fn(1, extra=3)
result = fn(1, bad=1, **{"bad": 2})
