class MyInt(int):
    def double(self):
        return self * 2
m = MyInt(21)
d = m.double()
s = m + 1
t = type(m + 1).__name__
r = repr(m)
isint = isinstance(m, int)
class Upper(str):
    def shout(self):
        return self.upper() + "!"
u = Upper("hi")
sh = u.shout()
ln = len(u)
eq = u == "hi"
j = u + " there"
st = str(u)
tst = type(str(u)).__name__
f = f"{m:>5}|{u!r}|{u}"
dk = {u: 1}["hi"]
class Port(int):
    def __new__(cls, v):
        if not 0 <= v < 65536:
            raise ValueError(f"bad port {v}")
        return super().__new__(cls, v)
    def __repr__(self):
        return f"Port({int(self)})"
p = Port(80)
pr = repr(p)
ps = str(p)
try:
    Port(70000)
except ValueError as e:
    err = str(e)
class Temp(float):
    def __init__(self, v, unit="C"):
        self.unit = unit
tt = Temp(20.5)
tu = tt.unit
ta = tt * 2
class Money(int):
    def __str__(self):
        return f"${int(self)}"
mo = f"{Money(5)}" + " " + "%s" % Money(6) + " " + "{}".format(Money(7)) + format(Money(8), "d")
lst = [0, 1, 2][MyInt(1)]
rg = list(range(MyInt(3)))
srt = sorted([Upper("b"), "a", Upper("c")])
hm = hash(MyInt(5)) == hash(5)
bl = bool(MyInt(0))
sp = Upper("a b").split()
jn = ",".join([Upper("x"), "y"])
ii = int(Upper("42"))
fl = float(MyInt(3))
ab = abs(MyInt(-3))
ng = -MyInt(3)
cmp = MyInt(3) < 4.5
vals = (m, u, p, tt)
