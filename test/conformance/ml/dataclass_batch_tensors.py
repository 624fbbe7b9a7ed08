# A dataclass holding tensors for a rollout batch: __post_init__ checks, fields(), replace and to-dict.
from dataclasses import asdict, dataclass, field, fields, replace
from typing import Optional

import torch


@dataclass
class RolloutBatch:
    input_ids: torch.Tensor
    attention_mask: torch.Tensor
    rewards: Optional[torch.Tensor] = None
    meta: dict = field(default_factory=dict)

    def __post_init__(self):
        if self.input_ids.shape != self.attention_mask.shape:
            raise ValueError(f"shape mismatch: {tuple(self.input_ids.shape)} vs {tuple(self.attention_mask.shape)}")
        if self.rewards is None:
            self.rewards = torch.zeros(self.input_ids.shape[0])

    def __len__(self):
        return self.input_ids.shape[0]

    def select(self, idx):
        return RolloutBatch(self.input_ids[idx], self.attention_mask[idx], self.rewards[idx], dict(self.meta))


b = RolloutBatch(torch.tensor([[1, 2, 0], [3, 0, 0], [4, 5, 6]]), torch.tensor([[1, 1, 0], [1, 0, 0], [1, 1, 1]]), meta={"step": 3})
n = len(b)
names = [f.name for f in fields(b)]
sub = b.select(torch.tensor([2, 0]))
sub_len = len(sub)
b2 = replace(b, rewards=torch.tensor([1.0, 0.0, 0.5]))
shared = b2.input_ids is b.input_ids
d = asdict(b2)
keys = sorted(d)
d_rewards = d["rewards"]
valid = b.attention_mask.sum(1)
order = torch.argsort(valid, descending=True)
sorted_batch = b.select(order)
try:
    RolloutBatch(torch.zeros(2, 3), torch.zeros(3, 2))
except ValueError as e:
    err = str(e)
r = repr(RolloutBatch(torch.tensor([[1]]), torch.tensor([[1]])))
