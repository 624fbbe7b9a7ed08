# Inference under torch.no_grad(), as a context manager and as a decorator.
import torch


@torch.no_grad()
def score(x):
    return (x * 2).sum()


with torch.no_grad():
    logits = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
    probs = logits.softmax(-1)
total = score(torch.tensor([1.0, 2.0, 3.0]))
with torch.inference_mode():
    doubled = probs * 2
grad_flag = probs.requires_grad
