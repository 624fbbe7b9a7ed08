import types
from enum import Enum
class Color(Enum):
    RED = 1
    GREEN = 2
m = Color.__members__
r = [list(m), m["RED"].value, len(m), "RED" in m, type(m).__name__, isinstance(m, dict), sorted(m.keys()), repr(m)[:12]]
try:
    m["BLUE"] = 3
except TypeError as e:
    e1 = str(e)
p = types.MappingProxyType({"a": 1})
r2 = [p["a"], p.get("b", 0), dict(p), p == {"a": 1}, p | {"b": 2}, repr(p), list(p.items()), p.copy()]
try:
    types.MappingProxyType([1])
except TypeError as e:
    e2 = str(e)
class C:
    """Doc."""
    x = 1
d = C.__dict__
keys = list(d)
v = vars(C)["x"]
try:
    C.__dict__["y"] = 2
except TypeError as e:
    e3 = str(e)
