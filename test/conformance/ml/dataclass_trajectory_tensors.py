# A list of dataclass steps turned into tensors, sorted, filtered, and frozen configs refusing writes.
import dataclasses
from dataclasses import dataclass, field

import torch


@dataclass(frozen=True)
class Config:
    gamma: float = 0.99
    max_len: int = 4


@dataclass(order=True)
class Step:
    reward: float
    token: int = field(compare=False)
    logprob: float = field(default=0.0, compare=False)


cfg = Config()
steps = [Step(0.0, 5, -0.3), Step(1.0, 9, -0.1), Step(0.5, 7, -2.0), Step(0.0, 3)]
ranked = sorted(steps, reverse=True)
rewards = torch.tensor([s.reward for s in steps])
tokens = torch.tensor([s.token for s in steps][: cfg.max_len])
discounts = cfg.gamma ** torch.arange(len(steps), dtype=torch.float32)
ret = (rewards * discounts).sum()
try:
    cfg.gamma = 0.5
except dataclasses.FrozenInstanceError as e:
    frozen_err = str(e)
eq = Step(0.0, 1) == Step(0.0, 2)
as_dicts = [dataclasses.asdict(s) for s in steps[:2]]
hashable = hash(cfg) == hash(Config())
best = max(steps).token
