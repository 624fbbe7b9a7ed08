from typing import Protocol, runtime_checkable
from pydantic import BaseModel, ConfigDict
@runtime_checkable
class TClose(Protocol):
    def close(self): ...
class A:
    def close(self): pass
class M(BaseModel):
    model_config = ConfigDict(arbitrary_types_allowed=True)
    c: TClose
try:
    ok = M(c=A()).c.__class__.__name__
except Exception as e:
    err0 = str(e)
try:
    M(c=1)
except Exception as e:
    err = str(e)
