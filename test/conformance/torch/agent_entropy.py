# Policy entropy from logits, averaged over valid tokens.
import torch
import torch.nn.functional as F

logits = torch.tensor([[[2.0, 1.0, 0.1], [0.5, 0.5, 0.5]], [[3.0, -1.0, 0.0], [1.0, 2.0, 3.0]]])
mask = torch.tensor([[1, 1], [1, 0]])
p = F.softmax(logits, dim=-1)
entropy = torch.logsumexp(logits, dim=-1) - (p * logits).sum(dim=-1)
entropy_b = -(p * F.log_softmax(logits, dim=-1)).sum(-1)
mean_entropy = (entropy * mask).sum() / mask.sum()
max_prob = p.max(dim=-1).values
