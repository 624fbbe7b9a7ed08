from typing import Optional
import torch
from pydantic import BaseModel, ConfigDict

class Batch(BaseModel):
    model_config = ConfigDict(arbitrary_types_allowed=True)
    input_ids: torch.Tensor
    attention_mask: Optional[torch.Tensor] = None
    meta: dict = {}

b = Batch(input_ids=torch.tensor([[1, 2, 3]]))
r = repr(b)
d = b.model_dump()
b2 = b.model_copy(update={"attention_mask": torch.ones_like(b.input_ids)})
r2 = repr(b2)
fs = sorted(b2.model_fields_set)
try:
    eq = b == Batch(input_ids=torch.tensor([[1, 2, 3]]))
except Exception as e:
    em = f"{type(e).__name__}: {e}"
d3 = b.model_dump(exclude_none=True)
