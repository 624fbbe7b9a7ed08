import json
from dataclasses import dataclass, asdict
@dataclass
class User:
    name: str
    tags: list
u = User("a", ["x"])
s = json.dumps(asdict(u))
s2 = json.dumps(u, default=lambda o: o.__dict__)
try:
    json.dumps(u)
except TypeError as e:
    m = str(e)
loaded = User(**json.loads(s))
eq = loaded == u
pairs = json.loads('{"b": 1, "a": 2}', object_pairs_hook=list)
ints = json.loads('{"n": 1.5}', parse_float=lambda x: round(float(x)))
pc = json.loads('{"n": 12}', parse_int=float)
t = json.dumps({"a": [1, {"b": None}]}, indent=2)
lines = t.split("\n")
