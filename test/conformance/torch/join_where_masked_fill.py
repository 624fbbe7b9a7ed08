# Mask out padding before a softmax: where and masked_fill with -inf, and replacing values.
import torch

logits = torch.tensor([[1.0, 2.0, 3.0], [0.5, 0.5, 0.5]])
mask = torch.tensor([[True, True, False], [True, False, False]])
masked = logits.masked_fill(~mask, float("-inf"))
probs = masked.softmax(dim=-1)
zeroed = torch.where(mask, logits, torch.zeros_like(logits))
scalar_other = torch.where(mask, logits, 0.0)
int_choice = torch.where(mask, 1, 0)
float_choice = torch.where(mask, 1.0, 0)
positions = torch.where(mask)
row_mask = logits.masked_fill(torch.tensor([True, False, True]), 9.0)
inplace = logits.clone()
inplace.masked_fill_(mask, 0.0)
ids = torch.tensor([3, 1, 4])
ids_masked = ids.masked_fill(ids > 2, 0.5)
method_where = logits.where(mask, torch.tensor(-1.0))
