# Generalised advantage estimation over a short trajectory, written as a loop of tensor ops.
import torch

rewards = torch.tensor([0.0, 0.0, 0.0, 1.0])
values = torch.tensor([0.5, 0.6, 0.7, 0.8])
gamma, lam = 0.99, 0.95
advantages = torch.zeros(4)
last = 0.0
for t in reversed(range(4)):
    next_value = values[t + 1] if t + 1 < 4 else 0.0
    delta = rewards[t] + gamma * next_value - values[t]
    last = delta + gamma * lam * last
    advantages[t] = last
returns = advantages + values
whitened = (advantages - advantages.mean()) / (advantages.std() + 1e-8)
