# Reductions over a 3-D batch (batch, tokens, hidden): every dim, keepdim, and negative dims.
import torch

h = torch.tensor([[[((b * 31 + t * 7 + k * 3) % 17) / 4.0 - 2.0 for k in range(5)] for t in range(4)] for b in range(3)])
pooled = h.mean(dim=1)
pooled_keep = h.mean(dim=1, keepdim=True)
token_norm_sq = (h * h).sum(-1)
per_batch = h.sum(dim=(1, 2))
batch_max = h.amax(dim=(0, 1))
argmax_hidden = h.argmax(dim=-1)
max_tokens = h.max(dim=1).values
min_keep = h.min(dim=2, keepdim=True).indices
any_pos = (h > 1.5).any(dim=-1)
all_pos = (h > -2.5).all(dim=0)
std_hidden = h.std(dim=-1)
