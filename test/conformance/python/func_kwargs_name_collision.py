def foo(name, /, **kwds):
    return "name" in kwds, kwds


result = foo(1, **{"name": 2})
