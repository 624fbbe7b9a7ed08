from pydantic import BaseModel, ConfigDict, ValidationError, field_validator

class M(BaseModel):
    model_config = ConfigDict(validate_assignment=True)
    n: int = 0
    tags: list[str] = []

    @field_validator("n")
    @classmethod
    def nonneg(cls, v):
        if v < 0:
            raise ValueError("n must be >= 0")
        return v

m = M()
m.n = "5"
tn = type(m.n).__name__
try:
    m.n = -1
except ValidationError as e:
    msg = str(e)
try:
    m.tags = "abc"
except ValidationError as e:
    msg2 = str(e)
val = m.n
fs = sorted(m.model_fields_set)
