from pydantic import BaseModel, ConfigDict, StrictInt, StrictStr, ValidationError

class M(BaseModel):
    a: StrictInt = 0
    s: StrictStr = ""

class S(BaseModel):
    model_config = ConfigDict(strict=True)
    n: int = 0
    f: float = 0.0

out = []
for kw in [dict(a="1"), dict(a=1.0), dict(a=True), dict(s=1), dict(a=5, s="x")]:
    try:
        out.append(repr(M(**kw)))
    except ValidationError as e:
        out.append(str(e))
for kw in [dict(n="1"), dict(f=1), dict(n=True), dict(f="1.5")]:
    try:
        out.append(repr(S(**kw)))
    except ValidationError as e:
        out.append(str(e))
