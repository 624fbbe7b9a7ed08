from typing import List
from pydantic import BaseModel, Json, SecretStr, ValidationError, conint, conlist, constr, PositiveInt, NonNegativeFloat


class Cfg(BaseModel):
    api_key: SecretStr
    params: Json[List[int]]
    raw: Json = None
    code: constr(min_length=2, max_length=4, to_upper=True) = "AB"
    retries: conint(ge=0, le=5) = 1
    shape: conlist(int, min_length=2, max_length=3) = [1, 1]
    count: PositiveInt = 1
    ratio: NonNegativeFloat = 0.0


c = Cfg(api_key="sk-123", params="[1, 2, 3]", raw='{"a": [1, null]}', code="xy")
a = [repr(c.api_key), str(c.api_key), c.api_key.get_secret_value(), c.params, c.raw, c.code, c.model_dump_json(), repr(c)]
d = c.model_dump()
errs = []
for kw in [dict(params="[1, x]"), dict(params="[1]", code="q"), dict(params="[1]", retries=9), dict(params="[1]", shape=[1]), dict(params="[1]", count=0), dict(params=5), dict(params="[1]", ratio=-0.1)]:
    try:
        Cfg(api_key="k", **kw)
    except ValidationError as e:
        errs.append([(x["type"], x["loc"], x["msg"]) for x in e.errors()])
