from dataclasses import field
from pydantic import ValidationError, field_validator, model_validator
from pydantic.dataclasses import dataclass


@dataclass
class Rect:
    w: int
    h: int
    scale: int = 1
    area: int = field(init=False, default=0)

    def __post_init__(self):
        self.w *= self.scale
        self.h *= self.scale
        self.area = self.w * self.h

    @field_validator('w', 'h')
    @classmethod
    def pos(cls, v):
        if v <= 0:
            raise ValueError('must be positive')
        return v


r = Rect('2', 3, scale=2)
vals = (r.w, r.h, r.area)
rr = repr(r)
try:
    Rect(0, -1)
except ValidationError as e:
    errs = e.errors(include_url=False)


@dataclass
class Pair:
    a: int
    b: int

    @model_validator(mode='after')
    def order(self):
        if self.a > self.b:
            self.a, self.b = self.b, self.a
        return self


p = Pair(5, 1)
pv = (p.a, p.b)
eq = Pair(1, 2) == Pair(2, 1)
