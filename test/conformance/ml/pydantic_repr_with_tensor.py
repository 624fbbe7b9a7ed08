# Reprs of pydantic models and dataclasses that hold tensors (what logs and error messages show).
from dataclasses import dataclass

import torch
from pydantic import BaseModel, ConfigDict


class Out(BaseModel):
    model_config = ConfigDict(arbitrary_types_allowed=True)
    ids: torch.Tensor
    score: float = 0.0


@dataclass
class Step:
    logits: torch.Tensor
    action: int


o = Out(ids=torch.tensor([1, 2, 3]), score=0.5)
r1 = repr(o)
s1 = str(o)
st = Step(torch.tensor([[0.25, -1.0]]), 1)
r2 = repr(st)
f = f"{o!r} | {st}"
lst = repr([torch.tensor(1.5), torch.tensor([True])])
dct = str({"mask": torch.tensor([1, 0])})
tup = repr((torch.tensor(2), torch.zeros(1, dtype=torch.int32)))
