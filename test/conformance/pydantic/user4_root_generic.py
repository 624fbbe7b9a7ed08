from typing import Generic, TypeVar, Optional
from pydantic import BaseModel, RootModel, ValidationError

T = TypeVar("T")

class Resp(BaseModel, Generic[T]):
    data: T
    error: Optional[str] = None

def f():
    r1 = Resp[int](data="3")
    r2 = Resp[list[str]](data=["a"])
    try:
        Resp[int](data="x")
    except ValidationError as e:
        msg = str(e)
    return repr(r1), repr(r2), msg, type(r1).__name__

res = f()
Ids = RootModel[list[int]]
ids = Ids([1, "2"])
ri = repr(ids)
root = ids.root
di = ids.model_dump()
ji = ids.model_dump_json()
