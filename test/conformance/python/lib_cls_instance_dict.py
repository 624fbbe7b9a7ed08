class P:
    cls_attr = "c"
    def __init__(self, a, b):
        self.a = a
        self.b = b
p = P(1, 2)
d = p.__dict__
d["c"] = 3
c = p.c
v = vars(p)
same = v is d
p.__dict__.update(z=9)
z = p.z
keys = list(vars(p))
h = [hasattr(p, "cls_attr"), "cls_attr" in vars(p), getattr(p, "missing", None)]
setattr(p, "dyn", 7)
delattr(p, "a")
rem = sorted(vars(p))
try:
    vars(5)
except TypeError as e:
    m = str(e)
dirs = [x for x in dir(p) if not x.startswith("_")]
