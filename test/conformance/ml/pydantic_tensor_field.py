# A pydantic model holding tensors (arbitrary_types_allowed); dumped, copied, and checked for aliasing.
from typing import Optional

import torch
from pydantic import BaseModel, ConfigDict, ValidationError


class Batch(BaseModel):
    model_config = ConfigDict(arbitrary_types_allowed=True)

    input_ids: torch.Tensor
    attention_mask: torch.Tensor
    rewards: Optional[torch.Tensor] = None
    step: int = 0


ids = torch.tensor([[1, 2, 0], [3, 4, 5]])
b = Batch(input_ids=ids, attention_mask=(ids != 0).long())
same = b.input_ids is ids
d = b.model_dump()
dump_same = d["input_ids"] is ids
shallow = b.model_copy()
shallow_shares = shallow.input_ids is b.input_ids
deep = b.model_copy(deep=True)
deep_shares = deep.input_ids is b.input_ids
ids[0, 0] = 99
seen_in_deep = deep.input_ids[0, 0].item()
seen_in_model = b.input_ids[0, 0].item()
try:
    Batch(input_ids=[[1, 2]], attention_mask=ids)
except ValidationError as e:
    err = e.errors()[0]["type"]
    msg = e.errors()[0]["msg"]
b.rewards = torch.zeros(2)
fields_set = sorted(b.model_fields_set)
