# Multi-turn chat tokenised per message: role enum decides the loss mask; tensors from the flat lists.
from enum import Enum

import torch


class Role(str, Enum):
    SYSTEM = "system"
    USER = "user"
    ASSISTANT = "assistant"
    TOOL = "tool"


messages = [
    (Role.SYSTEM, [1, 2]),
    (Role.USER, [3, 4, 5]),
    (Role.ASSISTANT, [6, 7]),
    (Role.TOOL, [8]),
    (Role.ASSISTANT, [9, 10, 11]),
]
input_ids, loss_mask, role_ids = [], [], []
for i, (role, toks) in enumerate(messages):
    input_ids += toks
    loss_mask += [1 if role == Role.ASSISTANT else 0] * len(toks)
    role_ids += [list(Role).index(role)] * len(toks)
ids = torch.tensor(input_ids)
lm = torch.tensor(loss_mask, dtype=torch.bool)
roles = torch.tensor(role_ids)
assistant_tokens = ids[lm].tolist()
turn_starts = torch.nonzero(torch.diff(roles, prepend=torch.tensor([-1]))).squeeze(-1).tolist()
labels = ids.masked_fill(~lm, -100)
shifted_labels = torch.cat([labels[1:], torch.tensor([-100])])
n_assistant_turns = sum(1 for r, _ in messages if r is Role.ASSISTANT)
role_counts = torch.bincount(roles, minlength=len(Role)).tolist()
role_names = [Role(r).name for r in ["user", "tool"]]
