# int() of a tensor with more than one element.
import torch

lengths = torch.tensor([3, 4])
n = int(lengths)
