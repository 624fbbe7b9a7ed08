# masked_fill / where / nan_to_num as log-prob masking meets them, with dtype of python scalar fills.
import torch

logits = torch.tensor([[1.0, 2.0, 3.0], [0.5, float("nan"), -1.0]])
invalid = torch.tensor([[False, True, False], [False, False, True]])
filled = logits.masked_fill(invalid, float("-inf"))
filled_int = torch.tensor([1, 2, 3]).masked_fill(torch.tensor([True, False, True]), 0)
cleaned = torch.nan_to_num(logits, nan=0.0)
cleaned_default = torch.nan_to_num(filled).tolist()
picked = torch.where(invalid, torch.zeros_like(logits), logits)
scalar_where = torch.where(invalid, 0, 1)
float_where = torch.where(invalid, 0.5, logits)
int_float_where = torch.where(invalid, torch.tensor(1), torch.tensor(2.5))
nan_mask = torch.isnan(logits)
finite_sum = logits[~nan_mask].sum()
inplace = logits.clone()
inplace.masked_fill_(nan_mask, -100.0)
dtypes = [str(t.dtype) for t in (scalar_where, float_where, int_float_where, filled_int)]
