from typing import Optional

from pydantic import BaseModel, ConfigDict, ValidationError


class Strictish(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)
    n: int = 0
    name: Optional[str] = None


s = Strictish(n="5")
errors = []
try:
    Strictish(n=1, bogus=2)
except ValidationError as e:
    errors.append(str(e).splitlines()[0])
try:
    s.n = "x"
except ValidationError as e:
    errors.append(str(e).splitlines()[1])
s.name = "ok"
state = (s.n, s.name, sorted(s.model_fields_set))
