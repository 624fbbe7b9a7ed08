# Top-k sampling candidates and sorting scores (values and indices named tuples).
import torch

scores = torch.tensor([0.15, 0.92, 0.33, 0.71, 0.08])
top = scores.topk(3)
top_values = top.values
top_indices = top.indices
smallest = torch.topk(scores, 2, largest=False)
ranked = scores.sort(descending=True)
ascending = torch.sort(scores)
order = scores.argsort()
order_desc = torch.argsort(scores, descending=True)
batch = torch.tensor([[3, 1, 2], [9, 7, 8]])
batch_sorted = batch.sort(dim=1)
batch_top = batch.topk(1, dim=-1)
with_nan = torch.tensor([2.0, float("nan"), 1.0]).sort()
top_repr = repr(top)
