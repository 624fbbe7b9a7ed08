from pydantic import BaseModel, ValidationError


class M(BaseModel):
    i: int = 0
    f: float = 0.0
    b: bool = False


out = []
for k, v in [('i', '3.5'), ('i', 3.5), ('i', '3.0'), ('i', 3.0), ('i', ' 7 '), ('i', '1_000'), ('i', True), ('i', 'x'), ('i', 1e20), ('i', float('inf')),
             ('f', '1e3'), ('f', 'inf'), ('f', True), ('f', 'x'), ('f', '1_0.5'), ('b', 'yes'), ('b', 'off'), ('b', 2), ('b', 0.0), ('b', 'maybe'), ('b', 1)]:
    try:
        out.append((k, repr(v), repr(getattr(M(**{k: v}), k))))
    except ValidationError as e:
        err = e.errors(include_url=False)[0]
        out.append((k, repr(v), err['type'], err['msg']))
