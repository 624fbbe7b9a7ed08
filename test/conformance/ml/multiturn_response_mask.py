# Building a multi-turn response: assistant tokens masked 1, tool tokens 0, truncated to a budget.
import torch

turns = [
    ("assistant", [11, 12, 13]),
    ("tool", [901, 902]),
    ("assistant", [14, 15]),
    ("tool", [903, 904, 905]),
    ("assistant", [16, 17, 18, 19]),
]
response_length = 11
response_ids: list[int] = []
response_mask: list[int] = []
for role, ids in turns:
    response_ids += ids
    response_mask += [1 if role == "assistant" else 0] * len(ids)
    if len(response_ids) >= response_length:
        break
response_ids = response_ids[:response_length]
response_mask = response_mask[:response_length]

ids_t = torch.tensor(response_ids, dtype=torch.long)
mask_t = torch.tensor(response_mask, dtype=torch.long)
model_tokens = ids_t[mask_t.bool()]
tool_tokens = ids_t[mask_t == 0]
n_model = int(mask_t.sum())
turn_starts = torch.nonzero(torch.diff(mask_t, prepend=torch.tensor([0])) == 1).flatten()
mask_float = mask_t.to(torch.float32)
frac = (mask_float.mean() * 100).round().item()
