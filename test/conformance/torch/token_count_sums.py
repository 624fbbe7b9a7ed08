# The reductions of verl's _compute_response_info and compute_timing_metrics: a per-row sum over
# the last dimension, and torch.sum of a 1-D float tensor to a Python float with .item().
import torch

per_row = torch.tensor([[0, 1, 1], [1, 1, 1]]).sum(-1).float()
total = torch.sum(torch.tensor([3.0, 4.0])).item()
total_type = type(total).__name__
