from typing import ClassVar, List, Optional
from pydantic import BaseModel, Field, ValidationError, field_validator


class Base(BaseModel):
    kind: ClassVar[str] = "base"
    id: int
    name: str = "n"
    tags: List[str] = []

    @field_validator("name")
    @classmethod
    def up(cls, v):
        return v.upper()


class Child(Base):
    kind: ClassVar[str] = "child"
    name: str = "child"
    extra: Optional[float] = Field(None, ge=0)


c = Child(id="7", name="abc", extra="1.5")
a = [c.model_dump(), list(Child.model_fields), Child.kind, c.kind, isinstance(c, Base), sorted(c.model_fields_set)]
d = Child(id=1)
b = [d.name, d.model_dump(exclude_unset=True)]
try:
    c.kind = "x"
except AttributeError as e:
    cv_err = str(e)
try:
    Child(id=1, extra=-1)
except ValidationError as e:
    errs = e.errors()
eq = [Child(id=1) == Child(id=1), Child(id=1) == Base(id=1), Child(id=1, name="a") == Child(id=1, name="A")]
items = dict(c)
fields_iter = [k for k, v in c]
