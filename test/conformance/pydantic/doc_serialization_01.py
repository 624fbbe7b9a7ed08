out = []
from typing import Optional
from pydantic import BaseModel, Field

class BarModel(BaseModel):
    whatever: tuple[int, ...]

class FooBarModel(BaseModel):
    banana: Optional[float] = 1.1
    foo: str = Field(serialization_alias='foo_alias')
    bar: BarModel
m = FooBarModel(banana=3.14, foo='hello', bar={'whatever': (1, 2)})
out.append(str(m.model_dump()))
out.append(str(m.model_dump(by_alias=True)))
