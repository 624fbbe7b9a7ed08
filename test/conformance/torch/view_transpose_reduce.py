# Reductions and arithmetic on non-contiguous views (transposes, slices with steps).
import torch

x = torch.tensor([[((i * 13 + j * 5) % 11) / 3.0 for j in range(6)] for i in range(4)])
xt = x.t()
col_sums = xt.sum(dim=1)
row_sums_t = xt.sum(dim=0)
every_other = x[:, ::2]
eo_mean = every_other.mean(dim=0)
shifted = xt + 1
contig = xt.contiguous().view(-1)
flat_t = xt.reshape(-1)
perm = x.reshape(2, 2, 6).permute(2, 0, 1)
perm_sum = perm.sum(dim=0)
strided_total = x[1::2, 1::2].sum()
