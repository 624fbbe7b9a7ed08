import typing_extensions as te
from typing import Protocol, runtime_checkable
@te.runtime_checkable
class HasClose(te.Protocol):
    label: str
    def close(self): ...
class A:
    label = None
    def close(self): pass
class B:
    label = "x"
    close = None
r = [isinstance(A(), HasClose), isinstance(B(), HasClose)]
@runtime_checkable
class TClose(Protocol):
    label: str
    def close(self): ...
r2 = [isinstance(A(), TClose), isinstance(B(), TClose)]
try:
    issubclass(A, HasClose)
except TypeError as e:
    m = str(e)
class Mixed(TClose, te.Protocol):
    def other(self): ...
mixed_ok = True
from pydantic import BaseModel, ConfigDict
class M(BaseModel):
    model_config = ConfigDict(arbitrary_types_allowed=True)
    c: TClose
ok = M(c=A()).c.__class__.__name__
try:
    M(c=1)
except Exception as e:
    err = str(e).splitlines()[:2]
