import torch
from pydantic import BaseModel, ConfigDict, ValidationError

class T(BaseModel):
    model_config = ConfigDict(arbitrary_types_allowed=True)
    t: torch.Tensor
    name: str = "a"

x = T(t=torch.tensor([1, 2, 3]))
r = repr(x)
d = x.model_dump()
try:
    T(t=[1, 2])
except ValidationError as e:
    msg = str(e)
    errs = [(er["type"], er["loc"], er["msg"]) for er in e.errors()]
try:
    class U(BaseModel):
        t: torch.Tensor
except Exception as e:
    em = str(e).splitlines()[0]
    et = type(e).__name__
