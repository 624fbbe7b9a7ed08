# Indexing past the end of the batch.
import torch

batch = torch.zeros(2, 3)
row = batch[2]
