import json
data = {"name": "Ann", "scores": [90, 85.5], "active": True, "meta": None, "nested": {"k": [1, {"z": 2}]}}
s = json.dumps(data)
back = json.loads(s)
same = back == data
pretty = json.dumps(data, indent=4, sort_keys=True)
compact = json.dumps(data, separators=(",", ":"), sort_keys=True)
tup = json.loads(json.dumps((1, 2)))
keys = json.loads(json.dumps({1: "a", "2": "b"}))
uni = json.dumps("日本"), json.dumps("日本", ensure_ascii=False)
esc = json.dumps("a\nb\\c\u0001")
big = json.dumps(12345678901234567890), json.dumps(1.0), json.dumps(-0.0), json.dumps(1e-7), json.dumps(3.14)
class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, set):
            return sorted(o)
        return super().default(o)
enc = json.dumps({"s": {3, 1}}, cls=Enc)
try:
    json.dumps({"o": object()}, cls=Enc)
except TypeError as e:
    m = str(e)
