# GRPO: rewards of n samples per prompt, normalised within each group.
import torch

n = 4
scores = torch.tensor([1.0, 0.0, 0.0, 1.0, 0.5, 0.5, 0.5, 0.5])
groups = scores.view(-1, n)
mean = groups.mean(dim=1, keepdim=True)
std = groups.std(dim=1, keepdim=True)
advantages = ((groups - mean) / (std + 1e-6)).flatten()
flat_groups = torch.arange(len(scores)) // n
uniform = (std.squeeze(1) == 0).tolist()
best_in_group = groups.argmax(dim=1)
