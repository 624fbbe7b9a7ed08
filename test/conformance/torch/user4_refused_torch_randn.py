import torch
torch.manual_seed(0)
x = torch.randn(3)
