# {**m} and f(**m) read a dict subclass that overrides __iter__ through keys() and m[key],
# as dict(m) does (CPython's dict_merge fast path is for dicts that keep dict's __iter__).
class DI(dict):
    def __iter__(self):
        return iter(["a"])
    def __getitem__(self, k):
        return "got-" + k
di = DI(a=1, b=2)
def f(**kw):
    return kw
spread = {**di}
called = f(**di)
