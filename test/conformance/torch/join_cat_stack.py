# Concatenate prompt and response ids; stack per-sample tensors into a batch.
import torch

prompt = torch.tensor([[101, 7592], [101, 2088]])
response = torch.tensor([[2003, 102, 0], [1037, 3231, 102]])
input_ids = torch.cat([prompt, response], dim=1)
rows = torch.cat((prompt, prompt))
mixed = torch.cat([torch.tensor([1, 2]), torch.tensor([0.5])])
skip_empty = torch.cat([torch.zeros(2, 2), torch.tensor([])])
stacked = torch.stack([torch.tensor([1, 2]), torch.tensor([3, 4])])
stacked_last = torch.stack([torch.tensor([1, 2]), torch.tensor([3, 4])], dim=1)
stacked_neg = torch.stack([torch.zeros(2), torch.ones(2)], dim=-1)
concat_alias = torch.concat([prompt, prompt], dim=-1).shape
cat_neg_dim = torch.cat([prompt, prompt], dim=-1)
