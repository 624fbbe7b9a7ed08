# Augmented assignment on tensors is in place: every name bound to the tensor sees the change.
import torch

acc = torch.zeros(3)
alias = acc
acc += torch.tensor([1.0, 2.0, 3.0])
acc *= 2
acc -= 1
acc /= 4
same = alias is acc
values = alias.tolist()
counts = torch.tensor([1, 2, 3])
before = counts
counts = counts + 1
rebound = before is counts
mask = torch.tensor([True, False])
mask |= torch.tensor([False, True])
ints = torch.tensor([10, 20])
ints //= 3
