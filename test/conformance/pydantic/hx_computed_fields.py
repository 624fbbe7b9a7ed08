from functools import cached_property
from pydantic import BaseModel, computed_field


class Box(BaseModel):
    w: float
    h: float

    @computed_field
    @property
    def area(self) -> float:
        return self.w * self.h

    @computed_field(alias='per', repr=False)
    @property
    def perimeter(self) -> float:
        return 2 * (self.w + self.h)

    @computed_field
    @cached_property
    def diag(self) -> float:
        return (self.w ** 2 + self.h ** 2) ** 0.5


b = Box(w=3, h=4)
r = repr(b)
d = b.model_dump()
d_alias = b.model_dump(by_alias=True)
d_no = b.model_dump(exclude={'area'})
j = b.model_dump_json(include={'diag', 'w'})
fs = sorted(b.model_fields_set)
names = list(Box.model_computed_fields)
fields = list(Box.model_fields)
excl = b.model_dump(exclude_computed_fields=True)
