# Greedy decoding picks argmax over the vocabulary; ties take the first index.
import torch

logits = torch.tensor([[0.1, 2.0, 2.0, -1.0], [3.0, 0.5, 0.2, 0.2], [0.0, 0.0, 0.0, 0.0]])
next_tokens = logits.argmax(dim=-1)
flat_argmax = logits.argmax()
argmin = logits.argmin(dim=1)
keep = logits.argmax(dim=1, keepdim=True)
chosen = next_tokens.tolist()
with_nan = torch.tensor([1.0, float("nan"), 3.0]).argmax()
