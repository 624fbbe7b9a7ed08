# Comparisons give bool masks; & | ~ combine them; masks count and average.
import torch

response_ids = torch.tensor([[5, 9, 0, 0], [7, 0, 0, 0]])
pad_id = 0
valid = response_ids != pad_id
is_pad = response_ids == pad_id
both = valid & (response_ids > 5)
either = is_pad | (response_ids == 9)
inverted = ~valid
lengths = valid.sum(dim=1)
fraction = valid.float().mean()
xor = valid ^ both
eq_float = torch.tensor([1, 2, 3]) == 2.0
lt_scalar = torch.tensor([0.1, 0.2, 0.3]) < 0.2
ge_tensor = torch.tensor([1, 5]) >= torch.tensor([2, 5])
any_pad = bool(is_pad.any())
all_valid_first = bool(valid[0, :2].all())
