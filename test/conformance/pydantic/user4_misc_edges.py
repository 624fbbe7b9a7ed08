from typing import Optional, Any
from pydantic import BaseModel, Field, ValidationError

class M(BaseModel):
    a: int = 0
    items: list[int] = Field(default_factory=lambda: [1, 2])
    meta: Optional[dict[str, Any]] = None

m = M()
out = []
out.append(repr(M.model_fields["items"]))
out.append(m.items is M().items)
m.items.append(3)
out.append(M().items)
out.append(M.model_fields["a"].get_default())
out.append(M.model_fields["items"].get_default(call_default_factory=True))
try:
    m.nope = 1
except Exception as e:
    out.append(f"{type(e).__name__}: {e}")
try:
    m.nope
except AttributeError as e:
    out.append(str(e))
out.append(getattr(m, "nope", "dflt"))
out.append(hasattr(m, "a"))
out.append(sorted(vars(m)))
out.append(list(m))
out.append(dict(m))
out.append(m.__dict__ == {"a": 0, "items": [1, 2, 3], "meta": None})
try:
    M(a=1, items=None)
except ValidationError as e:
    out.append(str(e))
del m.a
try:
    m.a
except AttributeError as e:
    out.append(str(e))
out.append(M.__name__)
out.append(repr(type(m)))
out.append(M.model_config)
