# Cross-entropy by hand and with torch.nn.functional, and one-hot labels.
import torch
import torch.nn.functional as F

logits = torch.tensor([[1.0, 2.0, 0.5], [0.1, 0.2, 3.0]])
labels = torch.tensor([1, 2])
one_hot = F.one_hot(labels, num_classes=3)
log_probs = F.log_softmax(logits, dim=-1)
nll = -(one_hot * log_probs).sum(dim=-1)
by_hand = nll.mean()
ce = F.cross_entropy(logits, labels)
ce_none = F.cross_entropy(logits, labels, reduction="none")
probs = F.softmax(logits, dim=1)
padded = F.pad(torch.tensor([[1, 2], [3, 4]]), (0, 2), value=0)
relu = F.relu(torch.tensor([-1.0, 2.0]))
