# Concatenating prompts and responses of different batch sizes.
import torch

prompts = torch.zeros(2, 3, dtype=torch.long)
responses = torch.zeros(3, 4, dtype=torch.long)
ids = torch.cat([prompts, responses], dim=1)
