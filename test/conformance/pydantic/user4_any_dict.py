from typing import Any, Dict, List
from pydantic import BaseModel
import torch

class M(BaseModel):
    extra_fields: dict[str, Any] = {}
    anything: Any = None
    lst: List[Any] = []

m = M(extra_fields={"t": [1, 2], "n": None}, anything={"a": (1, 2)}, lst=[1, "a", None])
d = m.model_dump()
j = m.model_dump_json()
m.extra_fields["new"] = {"x": 1}
d2 = m.model_dump(exclude_unset=True)
m3 = M()
m3.extra_fields["k"] = 1
shared = M().extra_fields
try:
    jj = M(anything=torch.tensor([1])).model_dump_json()
except Exception as e:
    jj = f"{type(e).__name__}: {str(e).splitlines()[0]}"
dm = M(anything=torch.tensor([1, 2])).model_dump()
