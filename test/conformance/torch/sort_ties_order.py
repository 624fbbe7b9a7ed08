# Ties in sort and topk come out in the order torch's std::sort / nth_element leave them.
import torch

scores = torch.tensor([3, 1, 3, 2, 1, 3, 0, 2, 2, 1, 3, 0, 1, 2, 3, 1, 0, 2, 3, 1])
sorted_idx = scores.sort().indices
sorted_desc = scores.sort(descending=True).indices
stable_idx = scores.sort(stable=True).indices
argsorted = torch.argsort(scores, descending=True)
top3 = scores.topk(3)
top7 = scores.topk(7, largest=False)
unsorted_top = scores.topk(4, sorted=False)
rewards = torch.tensor([0.5, 1.0, 0.5, float("nan"), 1.0, 0.25, 0.5, 1.0, 0.0, 0.5, 1.0, 0.25, 0.5, 0.0, 1.0, 0.5, 0.25, 1.0])
best = rewards.topk(5)
ranked = rewards.sort(descending=True)
