out = []
from pydantic import BaseModel, Field
from pydantic.dataclasses import dataclass

@dataclass
class Foo:
    bar: str
    baz: str = Field(init_var=True)
    qux: str = Field(kw_only=True)

class Model(BaseModel):
    foo: Foo
model = Model(foo=Foo('bar', baz='baz', qux='qux'))
out.append(str(model.model_dump()))
