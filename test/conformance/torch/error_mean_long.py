# mean() of an integer tensor: torch asks for a floating dtype.
import torch

lengths = torch.tensor([3, 4, 5])
avg = lengths.mean()
