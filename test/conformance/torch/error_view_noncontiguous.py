# view() after a transpose needs reshape().
import torch

x = torch.arange(6).reshape(2, 3)
flat = x.t().view(6)
