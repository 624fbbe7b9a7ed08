from pydantic import BaseModel, model_validator, ValidationError

class Pair(BaseModel):
    ids: list[int]
    mask: list[int]

    @model_validator(mode="after")
    def same_len(self):
        if len(self.ids) != len(self.mask):
            raise ValueError(f"length mismatch {len(self.ids)} != {len(self.mask)}")
        return self

    @model_validator(mode="before")
    @classmethod
    def fill(cls, data):
        if isinstance(data, dict) and "mask" not in data:
            data = dict(data, mask=[1] * len(data.get("ids", [])))
        return data

p = Pair(ids=[1, 2])
r = repr(p)
fs = sorted(p.model_fields_set)
try:
    Pair(ids=[1, 2], mask=[1])
except ValidationError as e:
    msg = str(e)
    errs = e.errors(include_url=False)
