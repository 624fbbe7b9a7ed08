# Reducing over a dim the tensor does not have.
import torch

rewards = torch.tensor([[1.0, 0.0], [0.5, 0.5]])
total = rewards.sum(dim=2)
