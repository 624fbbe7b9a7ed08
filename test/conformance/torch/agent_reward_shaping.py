# Per-token rewards: the sequence reward lands on the last valid response token.
import torch

response_mask = torch.tensor([[1, 1, 1, 0], [1, 1, 0, 0], [1, 1, 1, 1]])
scores = torch.tensor([1.0, -0.5, 0.25])
lengths = response_mask.sum(dim=-1)
last_index = lengths - 1
token_rewards = torch.zeros_like(response_mask, dtype=torch.float32)
token_rewards[torch.arange(3), last_index] = scores
kl = torch.tensor([[0.01, 0.02, 0.0, 0.0], [0.03, 0.01, 0.0, 0.0], [0.0, 0.02, 0.02, 0.01]])
shaped = token_rewards - 0.1 * kl * response_mask
per_seq = shaped.sum(dim=-1)
mean_reward = per_seq.mean().item()
