# Broadcasting a per-sequence value over tokens, and a per-token bias over the batch.
import torch

rewards = torch.tensor([1.0, -1.0])
mask = torch.tensor([[1, 1, 1, 0], [1, 1, 0, 0]])
per_token = rewards[:, None] * mask
bias = torch.tensor([0.1, 0.2, 0.3, 0.4])
with_bias = mask + bias
outer = torch.arange(3)[:, None] * torch.arange(4)[None, :]
column = torch.ones(3, 1) + torch.zeros(1, 2)
scalar_tensor = mask * torch.tensor(2)
shapes = [tuple(t.shape) for t in (per_token, with_bias, outer, column, scalar_tensor)]
