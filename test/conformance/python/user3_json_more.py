import json
data = {"name": "A", "vals": [1, 2.5, None, True], "nested": {"k": "é"}, "t": (1, 2)}
a = json.dumps(data)
b = json.dumps(data, indent=2)
c = json.dumps(data, sort_keys=True, separators=(",", ":"))
d = json.dumps(data, ensure_ascii=False)
e = json.loads(a), json.loads('[1, 2.0, "x", null, true, {"a": {}}]'), json.loads("3"), json.loads('"s"')
f = json.dumps({1: "a", 2.5: "b", True: "c", None: "d"}), json.dumps("he said \"hi\"\n"), json.dumps(float("inf"))
try:
    json.loads("{bad}")
except json.JSONDecodeError as ex:
    g = str(ex), ex.lineno, ex.colno, ex.pos
try:
    json.dumps({1, 2})
except TypeError as ex:
    h = str(ex)
i = json.dumps([1, [2, [3]]], indent=4), json.dumps({}, indent=2), json.dumps([], indent=2)
class Obj:
    def __init__(self):
        self.x = 1
j = json.dumps(Obj(), default=lambda o: o.__dict__)
k = json.loads('{"a": 1, "a": 2}'), json.loads("1e5"), json.loads(" [ ] "), json.dumps(1e16), json.dumps(0.1)
try:
    json.loads("")
except ValueError as ex:
    l = str(ex)
try:
    json.loads('{"a": 1,}')
except ValueError as ex:
    m = str(ex)
n = json.dumps("\u2603"), json.dumps({"a": 1}, indent="\t"), json.loads('"\\u00e9"')
o = json.loads('{"x": 1.5}', parse_float=str) if True else None
