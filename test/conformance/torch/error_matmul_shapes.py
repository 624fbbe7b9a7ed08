# A projection with mismatched inner dimensions.
import torch

hidden = torch.ones(2, 3)
weight = torch.ones(4, 5)
out = hidden @ weight
