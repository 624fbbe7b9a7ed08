# In-place ops keep the tensor's dtype: a float result cannot go into a long tensor.
import torch

x = torch.tensor([1.0, 2.0])
x.add_(torch.tensor([1, 1]))
ints = torch.tensor([1, 2])
ints.mul_(3)
ints.copy_(torch.tensor([1.9, -1.9]))
ints.fill_(2.7)
try:
    ints.add_(0.5)
except RuntimeError as e:
    float_into_long = str(e)
try:
    torch.tensor([True]).add_(1)
except RuntimeError as e:
    long_into_bool = str(e)
try:
    torch.zeros(3).add_(torch.ones(2, 3))
except RuntimeError as e:
    broadcast_into_smaller = str(e)
