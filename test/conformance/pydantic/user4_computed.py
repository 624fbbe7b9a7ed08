from pydantic import BaseModel, computed_field, PrivateAttr

class Out(BaseModel):
    prompt_ids: list[int]
    response_ids: list[int]
    _cache: dict = PrivateAttr(default_factory=dict)

    @computed_field
    @property
    def total_len(self) -> int:
        return len(self.prompt_ids) + len(self.response_ids)

o = Out(prompt_ids=[1, 2], response_ids=[3])
t = o.total_len
d = o.model_dump()
d2 = o.model_dump(exclude={"total_len"})
r = repr(o)
o._cache["x"] = 1
c = o._cache
priv = o.__pydantic_private__
fs = sorted(o.model_fields_set)
