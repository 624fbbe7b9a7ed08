# Percentile-based filtering of advantages and rewards: quantile, median, kthvalue, sort-based cutoffs.
import torch

adv = torch.tensor([0.5, -1.0, 2.0, 0.0, 1.5, -0.25, 3.0, -2.0])
q = torch.quantile(adv, 0.75)
q_multi = torch.quantile(adv, torch.tensor([0.1, 0.5, 0.9]))
q_lower = torch.quantile(adv, 0.5, interpolation="lower")
median = adv.median()
sorted_adv, order = adv.sort()
cut = sorted_adv[int(0.25 * len(adv))]
keep = adv >= cut
kept = adv[keep]
rows = adv.view(2, 4)
row_q = torch.quantile(rows, 0.5, dim=1, keepdim=True)
row_median = rows.median(dim=1)
row_med = (row_median.values.tolist(), row_median.indices.tolist())
nanq = torch.nanquantile(torch.tensor([1.0, float("nan"), 3.0]), 0.5)
r = repr(q_multi)
