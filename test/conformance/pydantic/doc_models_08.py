out = []
from pydantic import BaseModel

class Model(BaseModel):
    x: int
m = Model(x=1, y='a')
assert m.model_dump() == {'x': 1}
