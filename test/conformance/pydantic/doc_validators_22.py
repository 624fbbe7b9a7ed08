out = []
from typing import Annotated
from pydantic import BaseModel, TypeAdapter, ValidateAs

class MyCls:

    def __init__(self, a: int) -> None:
        self.a = a

    def __repr__(self) -> str:
        return f'MyCls(a={self.a})'

class ValModel(BaseModel):
    a: int
ta = TypeAdapter(Annotated[MyCls, ValidateAs(ValModel, lambda v: MyCls(a=v.a))])
out.append(str(ta.validate_python({'a': 1})))
