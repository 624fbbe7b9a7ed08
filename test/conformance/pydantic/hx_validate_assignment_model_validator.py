from pydantic import BaseModel, ConfigDict, ValidationError, field_validator, model_validator

calls = []


class Box(BaseModel):
    model_config = ConfigDict(validate_assignment=True)
    lo: int = 0
    hi: int = 10

    @field_validator('hi')
    @classmethod
    def hi_pos(cls, v):
        calls.append(('hi', v))
        return v

    @model_validator(mode='after')
    def ordered(self):
        calls.append(('after', self.lo, self.hi))
        if self.lo > self.hi:
            raise ValueError('lo > hi')
        return self


b = Box()
b.hi = '5'
hi = b.hi
try:
    b.lo = 6
except ValidationError as e:
    errs = e.errors(include_url=False)
lo_after = b.lo
fs = sorted(b.model_fields_set)
seen = list(calls)
