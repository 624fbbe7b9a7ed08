import functools
from pydantic import BaseModel, Field, PrivateAttr

def mk():
    return [0]

class M(BaseModel):
    a: list = Field(default_factory=mk)
    b: dict = Field(default_factory=dict)
    c: list = Field(default_factory=lambda: [1])
    d: list = Field(default_factory=functools.partial(list, [2]))
    _p: dict = PrivateAttr(default_factory=dict)
    _q: int = PrivateAttr(default=3)

reprs = [repr(f) for f in M.model_fields.values()]
pr = [repr(PrivateAttr(default_factory=dict)), repr(PrivateAttr(default=1)), repr(PrivateAttr())]
