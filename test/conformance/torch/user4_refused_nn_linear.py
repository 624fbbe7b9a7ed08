import torch.nn as nn
layer = nn.Linear(2, 3)
