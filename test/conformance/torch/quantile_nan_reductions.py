# quantile / nanquantile interpolation modes, nansum / nanmean, and their errors.
import torch

x = torch.tensor([0.5, -1.0, 2.0, 0.0, 1.5, -0.25, 3.0, -2.0, 0.75])
modes = {m: torch.quantile(x, 0.4, interpolation=m).item() for m in ["linear", "lower", "higher", "midpoint", "nearest"]}
qs = torch.quantile(x, torch.tensor([0.0, 0.25, 0.5, 1.0]))
grid = x[:8].view(2, 4)
per_row = torch.quantile(grid, 0.3, dim=1)
per_col = torch.quantile(grid, torch.tensor([0.5, 0.9]), dim=0, keepdim=True)
keep_all = torch.quantile(grid, 0.5, keepdim=True)
with_nan = torch.tensor([1.0, float("nan"), 3.0, 2.0])
q_nan = torch.quantile(with_nan, 0.5)
nq = torch.nanquantile(with_nan, 0.5)
nanrows = torch.tensor([[1.0, float("nan")], [float("nan"), float("nan")]])
nq_rows = torch.nanquantile(nanrows, 0.5, dim=1)
ns = torch.nansum(nanrows)
ns_dim = nanrows.nansum(dim=1)
nm = torch.nanmean(torch.tensor([[1.0, float("nan"), 2.0], [4.0, 5.0, float("nan")]]), dim=1)
d64 = torch.quantile(x.double(), 0.3)
errors = []
for fn in [lambda: torch.quantile(x, 1.5), lambda: torch.quantile(x.long(), 0.5), lambda: torch.quantile(x, 0.5, interpolation="cubic"),
           lambda: torch.quantile(x, torch.tensor([0.5], dtype=torch.float64)), lambda: torch.quantile(torch.tensor([]), 0.5),
           lambda: torch.nanmean(torch.tensor([1, 2]))]:
    try:
        fn()
    except RuntimeError as e:
        errors.append(str(e))
