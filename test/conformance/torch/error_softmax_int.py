# softmax of integer logits is not defined.
import torch

logits = torch.tensor([[1, 2, 3]])
probs = torch.softmax(logits, dim=-1)
