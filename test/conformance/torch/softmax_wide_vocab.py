# Softmax over a wider vocabulary (more than one vector of lanes) and sigmoid rewards.
import torch

logits = torch.tensor([[((i * 29) % 23) / 5.0 - 2.0 for i in range(40)], [((i * 17) % 19) / 4.0 - 1.5 for i in range(40)]])
probs = logits.softmax(dim=-1)
log_probs = logits.log_softmax(dim=-1)
top = probs.max(dim=-1)
rewards = torch.sigmoid(torch.tensor([-2.0, -0.5, 0.0, 0.7, 3.0]))
tanh = torch.tanh(torch.tensor([-1.0, 0.0, 0.5]))
double_max = logits.double().max(dim=-1).values
