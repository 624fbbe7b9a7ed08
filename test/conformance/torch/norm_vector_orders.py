# Vector norms as gradient clipping and feature normalisation use them: every size (vector lanes and
# tails), per row and per column, 1/inf/0 orders, torch.linalg's spellings, and dtype rules.
import torch

vals = [((i * 37) % 17 - 8) / 7 for i in range(200)]
norms = {n: torch.tensor(vals[:n]).norm().item() for n in (1, 3, 7, 8, 9, 15, 16, 17, 31, 64, 100, 200)}
m = torch.tensor(vals[:60]).view(6, 10)
rows = m.norm(dim=1).tolist()
cols = m.norm(dim=0).tolist()
rows_keep = m.norm(dim=-1, keepdim=True)
whole = m.norm().item()
d64 = torch.tensor(vals[:100], dtype=torch.float64).norm().item()
orders = [m[0].norm(p=1).item(), m[0].norm(p=float("inf")).item(), m[0].norm(p=0).item(), m[0].norm(p=3).item(), m[0].norm(p="fro").item()]
lin = [
    torch.linalg.vector_norm(m[1]).item(),
    torch.linalg.vector_norm(m, ord=1, dim=1).tolist(),
    torch.linalg.vector_norm(m, ord=float("-inf"), dim=0).tolist(),
    torch.linalg.norm(m[2]).item(),
    torch.linalg.norm(m).item(),
    torch.linalg.norm(m, dim=1).tolist(),
]
normalized = m / m.norm(dim=-1, keepdim=True).clamp(min=1e-12)
half = torch.tensor([3.0, 4.0]).half().norm()
t_view = m.t().norm(dim=1).tolist()
errors = []
for bad in (torch.tensor([3, 4]), torch.tensor([True, False])):
    try:
        bad.norm()
    except RuntimeError as e:
        errors.append(str(e))
