# Actor vs reference log-probs: per-token KL, masked sums per sequence, and logged scalar metrics.
import torch

old = torch.tensor([[-0.5, -1.25, -0.1, -3.0], [-2.0, -0.01, -0.7, -0.7]])
ref = torch.tensor([[-0.6, -1.0, -0.1, -2.0], [-1.5, -0.02, -0.9, -0.7]])
mask = torch.tensor([[1, 1, 1, 0], [1, 1, 1, 1]])
kl = (old - ref) * mask
kl_k3 = (torch.exp(ref - old) - (ref - old) - 1) * mask
seq_kl = kl.sum(-1)
tok_mean = kl.sum() / mask.sum()
metrics = {
    "actor/kl_mean": tok_mean.item(),
    "actor/kl_k3_mean": (kl_k3.sum() / mask.sum()).item(),
    "actor/kl_max": kl.max().item(),
    "actor/seq_kl": seq_kl.tolist(),
    "actor/ratio_mean": (torch.exp(old - ref) * mask).sum().div(mask.sum()).item(),
}
beta = 0.05
token_rewards = torch.zeros_like(old)
token_rewards[:, -1] = torch.tensor([1.0, 0.0])
shaped = token_rewards - beta * kl
sums = shaped.sum(-1).tolist()
r = repr(kl_k3)
