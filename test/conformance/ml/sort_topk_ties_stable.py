# Ranking responses by reward with ties: stable sort, topk on ties, argsort descending, max indices.
import torch

rewards = torch.tensor([0.5, 1.0, 0.5, 1.0, 0.0, 0.5])
vals, idx = torch.sort(rewards, descending=True, stable=True)
asc_vals, asc_idx = rewards.sort(stable=True)
top_vals, top_idx = rewards.topk(3)
arg_desc = torch.argsort(rewards, descending=True, stable=True)
best = int(rewards.argmax())
worst = int(rewards.argmin())
mx = rewards.max(dim=0)
mx_pair = (mx.values.item(), mx.indices.item())
rows = torch.tensor([[3, 1, 3], [2, 2, 1]])
row_max = rows.max(dim=1)
row_pair = (row_max.values.tolist(), row_max.indices.tolist())
ranked = [i for _, i in sorted(zip(rewards.tolist(), range(6)), key=lambda p: -p[0])]
py_sorted = sorted(rewards.tolist(), reverse=True)
amax = torch.amax(rows, dim=0)
mins = torch.min(rows, torch.tensor([2, 2, 2]))
