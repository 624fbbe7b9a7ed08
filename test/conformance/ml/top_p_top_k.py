# Sampling filters: top-k and top-p (nucleus) masking of logits, then greedy picks.
import torch


def top_k_filter(logits, k):
    kth = torch.topk(logits, k, dim=-1).values[..., -1, None]
    return logits.masked_fill(logits < kth, float("-inf"))


def top_p_filter(logits, top_p):
    sorted_logits, sorted_idx = torch.sort(logits, descending=False, dim=-1)
    cum_probs = sorted_logits.softmax(dim=-1).cumsum(dim=-1)
    remove_sorted = cum_probs <= (1 - top_p)
    remove_sorted[..., -1:] = 0
    remove = remove_sorted.scatter(-1, sorted_idx, remove_sorted)
    return logits.masked_fill(remove, float("-inf"))


logits = torch.tensor([[1.0, 3.0, 2.0, 0.5, -1.0], [0.0, 0.0, 4.0, 1.0, 3.9]])
k2 = top_k_filter(logits, 2)
p9 = top_p_filter(logits, 0.9)
p5 = top_p_filter(logits, 0.5)
probs = torch.softmax(p9, dim=-1)
finite = torch.isfinite(p9).sum(dim=-1)
picked = torch.argmax(k2, dim=-1)
zeros_where_masked = bool((probs[torch.isinf(p9)] == 0).all())
