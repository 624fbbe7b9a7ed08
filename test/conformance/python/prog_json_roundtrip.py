import json

data = {"name": "Ann", "tags": ["a", "b"], "score": 9.5, "active": True, "parent": None}
text = json.dumps(data, sort_keys=True)
back = json.loads(text)
same = back == data
pretty = json.dumps([1, {"k": "v"}], indent=2)
