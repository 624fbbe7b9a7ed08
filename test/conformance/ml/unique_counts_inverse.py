# torch.unique with counts and inverse, bincount, and grouping uids the way GRPO grouping does.
import torch

uids = torch.tensor([3, 1, 3, 3, 7, 1, 0])
u = torch.unique(uids)
u2, inverse, counts = torch.unique(uids, return_inverse=True, return_counts=True)
u_sorted, c_only = uids.unique(sorted=True, return_counts=True)
bc = torch.bincount(uids)
bc_len = torch.bincount(uids, minlength=10)
w = torch.tensor([0.5, 1.0, 0.5, 0.5, 2.0, 1.0, 0.25])
bc_w = torch.bincount(uids, weights=w)
group_sum = torch.zeros(len(u2)).index_add_(0, inverse, w)
group_mean = group_sum / counts
per_item_mean = group_mean[inverse]
consec, consec_counts = torch.unique_consecutive(torch.tensor([1, 1, 2, 2, 2, 1, 3, 3]), return_counts=True)
rows = torch.tensor([[1, 2], [3, 4], [1, 2], [0, 9]])
urows, rinv = torch.unique(rows, dim=0, return_inverse=True)
dts = [str(t.dtype) for t in (u, inverse, counts, bc, bc_w, group_mean)]
