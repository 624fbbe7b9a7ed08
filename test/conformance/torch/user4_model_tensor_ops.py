import copy
import torch
from pydantic import BaseModel, ConfigDict

class B(BaseModel):
    model_config = ConfigDict(arbitrary_types_allowed=True)
    t: torch.Tensor
    n: int = 0

a = B(t=torch.tensor([1, 2]))
b = B(t=torch.tensor([1, 2]))
out = []
for label, fn in [("eq", lambda: a == b), ("eq_self", lambda: a == a), ("json", lambda: a.model_dump(mode="json")), ("dump_json", lambda: a.model_dump_json()), ("deep", lambda: repr(a.model_copy(deep=True))), ("deepcopy", lambda: repr(copy.deepcopy(a))), ("hash", lambda: hash(a))]:
    try:
        out.append((label, repr(fn())))
    except Exception as e:
        out.append((label, type(e).__name__, str(e).splitlines()[0]))
c = a.model_copy(deep=True)
c.t[0] = 100
orig = a.t.tolist()
s = a.model_copy()
s.t[1] = 7
orig2 = a.t.tolist()
