import json
data = {"name": "Ann", "age": 30, "langs": ["py", "js"], "ok": True, "none": None, "pi": 3.14}
s = json.dumps(data)
s2 = json.dumps(data, indent=2, sort_keys=True)
back = json.loads(s)
same = back == data
arr = json.loads("[1, 2.5, \"x\", null, false]")
compact = json.dumps([1, 2], separators=(",", ":"))
uni = json.dumps("héllo")
uni2 = json.dumps("héllo", ensure_ascii=False)
try:
    json.loads("{bad}")
except json.JSONDecodeError as e:
    err = str(e)
tup = json.dumps((1, 2))
nested = json.loads('{"a": {"b": [1, {"c": 2}]}}')["a"]["b"][1]["c"]
