out = []
from pydantic import BaseModel

class Model(BaseModel):
    items: list[int]
out.append(str(Model(items=(1, 2, 3))))
