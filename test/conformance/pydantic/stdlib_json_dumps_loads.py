import json
out = []
out.append(json.dumps({"a": [1, 2.5, None, True], "b": (1, "x"), 3: "é"}))
out.append(json.dumps({"b": 1, "a": {"z": [], "y": {}}}, indent=2, sort_keys=True))
out.append(json.dumps([1, [2, 3]], separators=(",", ":")))
out.append(json.dumps("é😀", ensure_ascii=False))
out.append(json.dumps(float("inf")))
d = json.loads('{"a": [1, 2.5e3, "x\\u00e9\\n", null, true], "b": {"c": -0}}')
for bad in ['', '{"a" 1}', '[1,]', '{"a":1,}', '"abc', '1 2', "{'a':1}", '[1 2]', '\n\n  [1, }']:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        out.append((str(e), e.msg, e.pos, e.lineno, e.colno))
try:
    json.dumps({1, 2})
except TypeError as e:
    out.append(str(e))
def default(o):
    if isinstance(o, set):
        return sorted(o)
    raise TypeError("nope")
out.append(json.dumps({"s": {3, 1}}, default=default))
class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, set):
            return list(o)
        return super().default(o)
out.append(json.dumps({"s": {5}}, cls=Enc, indent=1))
try:
    json.dumps({"s": object()}, cls=Enc)
except TypeError as e:
    out.append(str(e))
a = []
a.append(a)
try:
    json.dumps(a)
except ValueError as e:
    out.append(str(e))
p = json.loads('{"x": 1.5, "y": 2}', parse_float=str, parse_int=float)
h = json.loads('{"x": 1}', object_pairs_hook=lambda ps: ps)
isv = isinstance(json.JSONDecodeError("m", "doc", 0), ValueError)
