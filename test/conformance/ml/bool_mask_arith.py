# Bool masks combined and counted the way loss masks are: &, |, ^, ~, logical_*, sums and float casts.
import torch

attn = torch.tensor([[1, 1, 1, 0], [0, 1, 1, 1]]).bool()
resp = torch.tensor([[0, 1, 1, 0], [0, 0, 1, 1]]).bool()
tool = torch.tensor([[0, 0, 1, 0], [0, 0, 0, 1]]).bool()
loss_mask = attn & resp & ~tool
either = resp | tool
xor = resp ^ tool
land = torch.logical_and(attn, resp)
lor = torch.logical_or(attn, tool)
lnot = torch.logical_not(attn)
lxor = torch.logical_xor(resp, tool)
n_tokens = loss_mask.sum()
n_dtype = str(n_tokens.dtype)
frac = loss_mask.float().mean()
per_row = loss_mask.sum(dim=1).tolist()
as_int = loss_mask.int()
as_long = loss_mask.long()
mul = loss_mask * 2.5
add = loss_mask + loss_mask
add_dt = str(add.dtype)
sub_int = as_int - resp.int()
inverted = 1 - loss_mask.long()
any_tool = bool(tool.any())
eq_masks = torch.equal(land, attn & resp)
count_nonzero = torch.count_nonzero(loss_mask, dim=0)
try:
    resp - tool
except RuntimeError as e:
    err = str(e).splitlines()[0]
