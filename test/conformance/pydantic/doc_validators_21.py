out = []
from pydantic import BaseModel, SkipValidation

class Model(BaseModel):
    names: list[SkipValidation[str]]
m = Model(names=['foo', 'bar'])
out.append(str(m))
m = Model(names=['foo', 123])
out.append(str(m))
