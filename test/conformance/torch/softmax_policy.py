# Policy probabilities and log-probs from logits; the PPO ratio and its clipping.
import torch

logits = torch.tensor([[1.2, -0.3, 0.8, 2.1], [0.0, 0.5, -1.5, 0.25]])
probs = torch.softmax(logits, dim=-1)
log_probs = torch.log_softmax(logits, dim=-1)
method_probs = logits.softmax(-1)
old_log_probs = log_probs - 0.05
ratio = torch.exp(log_probs - old_log_probs)
advantages = torch.tensor([[0.5], [-1.0]])
surr1 = ratio * advantages
surr2 = torch.clamp(ratio, 1 - 0.2, 1 + 0.2) * advantages
loss = -torch.min(surr1, surr2).mean()
probs_dim0 = torch.softmax(logits, dim=0)
log_probs_dim0 = torch.log_softmax(logits, dim=0)
row_sums = probs.sum(dim=-1)
