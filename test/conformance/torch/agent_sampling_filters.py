# Temperature, top-k and top-p filtering of next-token logits.
import torch

logits = torch.tensor([2.0, 1.0, 0.5, -1.0, 0.0])
scaled = logits / 0.7
k = 3
kth = torch.topk(scaled, k).values[-1]
top_k = scaled.masked_fill(scaled < kth, float("-inf"))
sorted_logits, sorted_idx = torch.sort(scaled, descending=True)
cum_probs = sorted_logits.softmax(dim=-1).cumsum(dim=-1)
remove = cum_probs > 0.9
remove[1:] = remove[:-1].clone()
remove[0] = False
top_p = scaled.clone()
top_p[sorted_idx[remove]] = float("-inf")
probs = top_p.softmax(-1)
greedy = int(probs.argmax())
