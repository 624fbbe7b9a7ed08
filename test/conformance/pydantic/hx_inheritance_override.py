from typing import Optional
from pydantic import BaseModel, Field, field_validator


class Base(BaseModel):
    id: int
    name: str = 'base'

    @field_validator('name')
    @classmethod
    def title(cls, v):
        return v.title()


class Child(Base):
    name: str = 'child'
    extra: Optional[int] = Field(None, ge=0)


class GrandChild(Child):
    @field_validator('name')
    @classmethod
    def title(cls, v):
        return v.upper()


c = Child(id='1', name='hello world')
g = GrandChild(id=2, name='x y')
c_d = c.model_dump()
g_d = g.model_dump()
c_fields = list(Child.model_fields)
g_default = GrandChild(id=3).name
is_inst = isinstance(g, Base)
r = repr(g)
eq = Base(id=1) == Child(id=1, name='base')
