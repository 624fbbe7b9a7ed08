from dataclasses import dataclass, FrozenInstanceError
@dataclass(frozen=True)
class F:
    a: int
class Sub(F):
    pass
s = Sub(1)
s.extra = 5
r = [s.extra]
for obj, op in [(s, "del a"), (F(1), "del a"), (F(1), "set zz"), (s, "set a")]:
    try:
        if op == "del a":
            del obj.a
        elif op == "set zz":
            obj.zz = 1
        else:
            obj.a = 9
        r.append("no error")
    except Exception as e:
        r.append(type(e).__name__ + ": " + str(e))
@dataclass(frozen=True, slots=True)
class G:
    a: int
for op in ["zz", "a"]:
    try:
        setattr(G(1), op, 1)
    except Exception as e:
        r.append(type(e).__name__ + ": " + str(e))
try:
    del G(1).a
except Exception as e:
    r.append(type(e).__name__ + ": " + str(e))
fa = F(2).a
