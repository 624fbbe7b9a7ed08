from pydantic import BaseModel, field_validator, ValidationError

class M(BaseModel):
    ids: list[int]
    name: str = "x"

    @field_validator("ids")
    @classmethod
    def nonempty(cls, v):
        if not v:
            raise ValueError("ids must not be empty")
        return v

    @field_validator("name", mode="before")
    @classmethod
    def strip(cls, v):
        return v.strip() if isinstance(v, str) else v

m = M(ids=[1], name="  a ")
name = m.name
try:
    M(ids=[])
except ValidationError as e:
    msg = str(e)
    err = e.errors()[0]
    t = err["type"]
    ctx = str(err.get("ctx"))
