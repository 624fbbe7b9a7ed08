# pass@k style metrics per prompt group from binary rewards: view, any/all, sums and float means.
import math

import torch

n = 4
rewards = torch.tensor([1, 0, 0, 1, 0, 0, 0, 0, 1, 1, 1, 1, 0, 1, 0, 0])
groups = rewards.view(-1, n)
pass_at_1 = groups.float().mean().item()
pass_at_n = groups.any(dim=1).float().mean().item()
all_solved = groups.all(dim=1).tolist()
correct = groups.sum(dim=1)


def pass_at_k(n, c, k):
    if n - c < k:
        return 1.0
    return 1.0 - math.prod((n - c - i) / (n - i) for i in range(k))


per_group_p2 = [round(pass_at_k(n, int(c), 2), 6) for c in correct]
mean_p2 = sum(per_group_p2) / len(per_group_p2)
solve_none = int((correct == 0).sum())
solve_all = int((correct == n).sum())
frac_mixed = ((correct > 0) & (correct < n)).float().mean()
r = repr(frac_mixed)
