out = []
from pydantic import BaseModel

class BarModel(BaseModel):
    whatever: int

class FooBarModel(BaseModel):
    banana: float
    foo: str
    bar: BarModel
m = FooBarModel(banana=3.14, foo='hello', bar={'whatever': 123})
out.append(str(m.model_copy(update={'banana': 0})))
out.append(str(id(m.bar) == id(m.model_copy().bar)))
out.append(str(id(m.bar) == id(m.model_copy(deep=True).bar)))
