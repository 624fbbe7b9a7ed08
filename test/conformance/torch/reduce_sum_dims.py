# sum over a dim, several dims, keepdim, and dtype: the reductions PR code relies on.
import torch

x = torch.arange(24).reshape(2, 3, 4)
total = x.sum()
over_rows = x.sum(dim=1)
over_last = x.sum(-1)
over_two = x.sum(dim=(0, 2))
keep = x.sum(dim=1, keepdim=True)
keep_shape = tuple(keep.shape)
as_float = x.sum(dim=0, dtype=torch.float32)
bools = torch.tensor([[True, False], [True, True]]).sum(dim=0)
int32_sum = torch.tensor([1, 2], dtype=torch.int32).sum()
fn_form = torch.sum(x, 2)
empty_dims = x.sum(dim=())
