import torch
x = torch.zeros(2, 2).cholesky()
