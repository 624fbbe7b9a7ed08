# Advantage normalisation: subtract the mean and divide by the std (+ eps).
import torch

rewards = torch.tensor([1.0, 0.0, 0.5, 1.0, 0.0, 0.25])
mean = rewards.mean()
std = rewards.std()
var = rewards.var()
biased_var = rewards.var(unbiased=False)
advantages = (rewards - mean) / (std + 1e-6)
grouped = rewards.reshape(2, 3)
group_mean = grouped.mean(dim=1, keepdim=True)
group_std = grouped.std(dim=1, keepdim=True)
normalized = (grouped - group_mean) / (group_std + 1e-6)
