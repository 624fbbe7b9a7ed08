out = []
from pydantic import BaseModel

class Model(BaseModel):
    a: int
    b: float
    c: str
out.append(str(Model(a=3.0, b='2.72', c=b'binary data').model_dump()))
