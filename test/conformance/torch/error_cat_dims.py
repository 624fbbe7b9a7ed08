# Concatenating a 1-D tensor of ids onto a 2-D batch.
import torch

batch = torch.zeros(2, 3, dtype=torch.long)
extra = torch.tensor([7, 8])
joined = torch.cat([batch, extra], dim=1)
