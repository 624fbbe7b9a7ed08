from pydantic import BaseModel, field_validator, ValidationInfo, ValidationError

class M(BaseModel):
    ids: list[int]
    mask: list[int]

    @field_validator("mask")
    @classmethod
    def check(cls, v, info: ValidationInfo):
        ids = info.data.get("ids")
        if ids is not None and len(ids) != len(v):
            raise ValueError(f"mask has {len(v)} entries, ids {len(ids)}")
        return v

    @field_validator("ids", "mask", mode="after")
    @classmethod
    def nonneg(cls, v, info):
        if any(x < 0 for x in v):
            raise ValueError(f"{info.field_name} has negatives")
        return v

m = M(ids=[1, 2], mask=[1, 0])
r = repr(m)
try:
    M(ids=[1, -2], mask=[1])
except ValidationError as e:
    msg = str(e)
    errs = [(x["loc"], x["msg"]) for x in e.errors()]
try:
    M(ids="x", mask=[1])
except ValidationError as e:
    msg2 = str(e)
