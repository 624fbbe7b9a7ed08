# any/all over dims, prod, count_nonzero, amax.
import torch

done = torch.tensor([[True, False], [True, True], [False, False]])
any_done = done.any()
all_done = done.all()
rows_all = done.all(dim=1)
cols_any = done.any(dim=0)
keep_any = done.any(dim=1, keepdim=True)
counts = torch.tensor([[1, 2, 3], [4, 5, 6]])
prod = counts.prod()
prod_rows = counts.prod(dim=1)
float_prod = torch.tensor([0.5, 0.25, 4.0]).prod()
nonzero_count = torch.count_nonzero(torch.tensor([0, 1, 0, 2]))
amax = counts.amax(dim=0)
amin = torch.amin(counts, dim=(0, 1))
