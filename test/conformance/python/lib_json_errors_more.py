import json
cases = ['{"a": 1', '[1, 2,]', '{"a": tru}', '"unterminated', '{"a": 01}', '[1 2]', '{1: 2}', "  ", '"\\x"', '{"a": NaN}', "[-]", "1.", "[1]]"]
out = []
for c in cases:
    try:
        out.append(repr(json.loads(c)))
    except ValueError as e:
        out.append(f"{type(e).__name__}: {e}")
try:
    json.loads(b'{"a": 1}'.decode())
    ok = True
except Exception:
    ok = False
try:
    json.loads(5)
except TypeError as e:
    m = str(e)
