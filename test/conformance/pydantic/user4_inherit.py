from pydantic import BaseModel, Field

class Base(BaseModel):
    a: int = 1
    b: list[int] = Field(default_factory=list)

class Child(Base):
    c: str = "c"
    a: int = 10

ch = Child()
r = repr(ch)
fields = list(Child.model_fields)
is_inst = isinstance(ch, Base)
eq = Child() == Base()
d = ch.model_dump()
sub = issubclass(Child, BaseModel)
mro = [k.__name__ for k in Child.__mro__][:3]
