# In-place update of an expanded tensor: its rows share memory.
import torch

bias = torch.zeros(4, 1).expand(4, 3)
bias += torch.ones(4, 3)
