# PPO epochs over minibatches with a fixed permutation, accumulating stats into a dict of lists.
from collections import defaultdict

import torch

batch_size, mini = 6, 2
perm = torch.tensor([4, 1, 5, 0, 3, 2])
advantages = torch.tensor([0.5, -1.0, 2.0, 0.0, -0.5, 1.5])
old_lp = torch.tensor([-1.0, -0.5, -2.0, -0.1, -0.7, -1.2])
new_lp = old_lp + torch.tensor([0.1, -0.2, 0.3, 0.0, 0.05, -0.4])
stats = defaultdict(list)
for epoch in range(2):
    for start in range(0, batch_size, mini):
        idx = perm[start : start + mini]
        ratio = torch.exp(new_lp[idx] - old_lp[idx])
        surr = torch.min(ratio * advantages[idx], torch.clamp(ratio, 0.8, 1.2) * advantages[idx])
        stats["loss"].append(round(-surr.mean().item(), 6))
        stats["clipfrac"].append(((ratio - 1).abs() > 0.2).float().mean().item())
    perm = perm.roll(1)
summary = {k: (len(v), round(sum(v) / len(v), 6)) for k, v in stats.items()}
