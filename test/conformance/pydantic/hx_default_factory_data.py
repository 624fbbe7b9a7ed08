from pydantic import BaseModel, Field


class M(BaseModel):
    first: str
    full: str = Field(default_factory=lambda data: data['first'] + '!')
    items: list[int] = Field(default_factory=list)
    n: int = Field(default=5, validate_default=True)


m = M(first='hi')
d = m.model_dump()
fs = sorted(m.model_fields_set)
m2 = M(first='a')
shared = m.items is m2.items
m.items.append(1)
m2_items = m2.items
defaults = {k: repr(v.default) for k, v in M.model_fields.items()}
req = {k: v.is_required() for k, v in M.model_fields.items()}
