# Assigning a row of the wrong length into a batch.
import torch

batch = torch.zeros(2, 4, dtype=torch.long)
batch[0] = torch.tensor([1, 2, 3])
