def fn(**k):
    pass
class C:
    def m(self, **k):
        pass
msgs = []
for t in [lambda: fn(a=1, **{"a": 2}), lambda: fn(**{"a": 1}, a=2), lambda: C().m(a=1, **{"a": 2}), lambda: print(sep="", **{"sep": ""}), lambda: C(a=1, **{"a": 2}), lambda: fn(*1), lambda: fn(**1), lambda: "x".split(sep="", **{"sep": ""}), lambda: dict(a=1, **{"a": 2}), lambda: max(*5), lambda: len(**[1])]:
    try:
        t()
    except TypeError as e:
        msgs.append(str(e))
