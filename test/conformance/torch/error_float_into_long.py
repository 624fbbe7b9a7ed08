# Accumulating float rewards into an integer buffer in place.
import torch

totals = torch.zeros(3, dtype=torch.long)
totals += torch.tensor([0.5, 1.5, 2.5])
