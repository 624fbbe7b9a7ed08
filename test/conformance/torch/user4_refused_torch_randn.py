import torch
x = torch.randn(3)
