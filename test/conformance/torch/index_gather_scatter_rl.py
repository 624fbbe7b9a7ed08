# Scatter rewards to the last token, gather values at given positions.
import torch

batch, length = 3, 5
lengths = torch.tensor([3, 5, 1])
last = (lengths - 1).unsqueeze(1)
rewards = torch.tensor([1.0, -1.0, 0.5]).unsqueeze(1)
token_rewards = torch.zeros(batch, length).scatter(1, last, rewards)
values = torch.arange(15, dtype=torch.float32).reshape(3, 5) / 10
last_values = values.gather(1, last).squeeze(1)
counts = torch.zeros(3, dtype=torch.long).scatter_add(0, torch.tensor([0, 2, 2, 1]), torch.ones(4, dtype=torch.long))
onehot = torch.zeros(3, 4).scatter_(1, torch.tensor([[1], [3], [0]]), 1.0)
