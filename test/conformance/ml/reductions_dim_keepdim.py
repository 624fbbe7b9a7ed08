# Reductions over dims with keepdim as per-token and per-sequence statistics use them.
import torch

logp = torch.tensor([[[-0.1, -2.0, -3.0], [-1.5, -0.2, -4.0]], [[-0.7, -0.7, -2.0], [-3.0, -0.05, -1.0]]])
mx = logp.max(dim=-1)
mx_keep = logp.max(dim=-1, keepdim=True)
mn_vals, mn_idx = torch.min(logp, dim=1)
s0 = logp.sum(dim=0)
s01 = logp.sum(dim=(0, 1))
sk = logp.sum(dim=[1, 2], keepdim=True)
mean_last = logp.mean(-1, keepdim=True)
am = logp.argmax(dim=2)
am_flat = logp.argmax()
am_keep = logp.argmin(dim=0, keepdim=True)
any_low = (logp < -2.5).any(dim=-1)
all_neg = (logp < 0).all(dim=(1, 2))
prod = logp.abs().prod(dim=1)
amax = logp.amax(dim=(0, 2))
vals = mx.values
idx = mx.indices
named = (type(mx).__name__, mx_keep.values.shape, mx_keep.indices.dtype)
normalized = logp - logp.logsumexp(dim=-1, keepdim=True)
