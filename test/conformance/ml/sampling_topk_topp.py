# Sampling filters: temperature, top-k and top-p (nucleus) over logits, greedy and masked argmax.
import torch
import torch.nn.functional as F

logits = torch.tensor([[2.0, 1.0, 0.5, -1.0, 3.0], [0.0, 0.0, 0.0, 0.0, 0.0], [5.0, 4.0, -2.0, 1.0, 4.5]])


def top_k_filter(logits, k):
    values, _ = torch.topk(logits, k, dim=-1)
    kth = values[..., -1, None]
    return logits.masked_fill(logits < kth, float("-inf"))


def top_p_filter(logits, p):
    sorted_logits, sorted_idx = torch.sort(logits, descending=True, dim=-1)
    probs = F.softmax(sorted_logits, dim=-1)
    cum = torch.cumsum(probs, dim=-1)
    remove = cum - probs > p
    sorted_logits = sorted_logits.masked_fill(remove, float("-inf"))
    out = torch.empty_like(logits).scatter_(-1, sorted_idx, sorted_logits)
    return out


k2 = top_k_filter(logits, 2)
p5 = top_p_filter(logits / 0.7, 0.5)
greedy = logits.argmax(dim=-1)
greedy_k = k2.argmax(-1, keepdim=True)
probs = torch.softmax(p5, dim=-1)
kept = torch.isfinite(p5).sum(-1)
vals, idx = logits.topk(3, largest=False)
sorted_vals, order = logits.sort(dim=1, stable=True)
allowed = torch.tensor([True, False, True, True, False])
masked = logits.masked_fill(~allowed, torch.finfo(logits.dtype).min)
masked_argmax = masked.argmax(-1)
r = repr(k2)
rp = repr(probs)
