out = []
from typing import ClassVar
from pydantic import BaseModel

class Model(BaseModel):
    x: ClassVar[int] = 1
    y: int = 2
m = Model()
out.append(str(m))
out.append(str(Model.x))
