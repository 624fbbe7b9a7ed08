# Sums and means of float16/bfloat16 activations: float32 accumulation in memory order, rounded once.
import torch

values = torch.tensor([((i * 37) % 29) / 7.0 - 2.0 for i in range(60)])
h = values.half().reshape(6, 10)
b = values.bfloat16().reshape(6, 10)
h_total = h.sum()
h_rows = h.sum(dim=1)
h_cols_t = h.t().sum(dim=1)
h_mean = h.mean()
h_row_means = h.mean(dim=-1)
b_total = b.sum()
b_cols = b.sum(dim=0)
b_mean_keep = b.mean(dim=1, keepdim=True)
as_float = h.float().sum()
