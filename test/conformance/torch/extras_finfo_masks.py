# Masking with the dtype's most negative value; isin for stop tokens; nan_to_num.
import torch

min_f32 = torch.finfo(torch.float32).min
eps = torch.finfo(torch.float32).eps
min_f16 = torch.finfo(torch.float16).min
max_int = torch.iinfo(torch.int64).max
scores = torch.tensor([[0.2, 1.5, -0.3], [2.0, 0.1, 0.4]])
mask = torch.tensor([[True, False, True], [False, True, True]])
masked = scores.masked_fill(~mask, torch.finfo(scores.dtype).min)
probs = masked.softmax(dim=-1)
stop_ids = torch.tensor([2, 50256])
tokens = torch.tensor([7, 2, 9, 50256])
is_stop = torch.isin(tokens, stop_ids)
cleaned = torch.nan_to_num(torch.tensor([float("nan"), float("inf"), -float("inf"), 0.5]))
custom = torch.nan_to_num(torch.tensor([float("nan"), 1.0]), nan=0.0)
inf_const = torch.inf
