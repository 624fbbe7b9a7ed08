import torch.optim
