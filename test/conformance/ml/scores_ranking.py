# Ranking samples by score: argsort, ranks via scatter, top-k best, and stable ties.
import torch

scores = torch.tensor([0.3, 0.9, 0.3, 0.1, 0.9, 0.5])
order = torch.argsort(scores, descending=True, stable=True)
ranks = torch.empty_like(order)
ranks[order] = torch.arange(len(scores))
top = torch.topk(scores, k=3)
top_vals = top.values.tolist()
top_idx = top.indices.tolist()
sorted_vals, sorted_idx = scores.sort()
best_uid = ["a", "b", "c", "d", "e", "f"][int(scores.argmax())]
pairwise = scores.unsqueeze(0) > scores.unsqueeze(1)
wins = pairwise.sum(dim=0)
uniq, inverse, counts = torch.unique(scores, return_inverse=True, return_counts=True)
kth = torch.kthvalue(scores, 2)
median = scores.median()
