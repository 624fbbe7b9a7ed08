import json
a = json.loads('{"a": [1, 2.0, null, true, false], "b": "\\u00e9"}')
b = json.loads("3"), json.loads('"s"'), json.loads("1e3")
errs = []
for s in ['{"a": 1,}', "", "[1, 2", "{'a': 1}", "nul", '{"a" 1}', "[1] x"]:
    try:
        json.loads(s)
    except json.JSONDecodeError as e:
        errs.append((str(e), e.pos, e.lineno, e.colno))
isval = issubclass(json.JSONDecodeError, ValueError)
c = json.loads('{"x": 1}', object_hook=lambda d: sorted(d.items()))
d = json.loads("[1.5]", parse_float=str)
e = json.loads('{"a": 1, "a": 2}')
f = json.loads("NaN")
g = json.loads(' [ ] ')
