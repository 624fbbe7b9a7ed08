from pydantic_core import from_json
out = []
for t in ['["aa", "bb", "c', '{"a": [1, 2', '{"a": 1, "b', '[1, 2.5', '{"k": {"x": tr', '[', '{"a": "x', '"abc', '[1,]', '{"a": 1}', 'nul']:
    for p in [False, True, 'trailing-strings']:
        try:
            out.append((t, p, repr(from_json(t, allow_partial=p))))
        except ValueError as e:
            out.append((t, p, 'ValueError', str(e)))
b = from_json(b'{"x": [1, null, true]}')
