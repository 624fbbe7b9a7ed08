class Lazy:
    def __init__(self):
        self.loaded = {}
    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        self.loaded[name] = len(name)
        return len(name)
lz = Lazy()
v = lz.hello
v2 = lz.hi
ld = lz.loaded
class Record:
    def __init__(self, **kw):
        for k, v in kw.items():
            setattr(self, k, v)
    def __repr__(self):
        fields = ", ".join(f"{k}={v!r}" for k, v in self.__dict__.items())
        return f"Record({fields})"
rec = Record(a=1, b="two")
rr = repr(rec)
d = rec.__dict__
delattr(rec, "a")
has = hasattr(rec, "a")
names = [n for n in dir(rec) if not n.startswith("_")]
class Strict:
    def __setattr__(self, name, value):
        if name not in ("x",):
            raise AttributeError(f"cannot set {name}")
        super().__setattr__(name, value)
s = Strict()
s.x = 1
try:
    s.y = 2
except AttributeError as e:
    err = str(e)
