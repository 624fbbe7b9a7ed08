# IntEnum members as tensor data, indices, comparisons and fill values.
from enum import IntEnum

import torch


class Role(IntEnum):
    SYSTEM = 0
    USER = 1
    ASSISTANT = 2
    TOOL = 3


roles = [Role.SYSTEM, Role.USER, Role.ASSISTANT, Role.TOOL, Role.ASSISTANT]
t = torch.tensor(roles)
dt = str(t.dtype)
assistant = t == Role.ASSISTANT
n_assistant = int(assistant.sum())
filled = torch.full((3,), Role.TOOL)
filled_dt = str(filled.dtype)
picked = t[Role.USER]
shifted = t + Role.USER
as_float = torch.tensor([Role.USER, 0.5])
mask = torch.zeros(5, dtype=torch.long)
mask[t == Role.ASSISTANT] = Role.ASSISTANT
back = [Role(int(x)) for x in t[:3]]
names = [r.name for r in back]
summed = t.sum(dim=Role.SYSTEM)
