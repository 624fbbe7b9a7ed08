# Integer-tensor and list indices gather rows, or one element per row (a copy).
import torch

embeddings = torch.tensor([[0.0, 0.1], [1.0, 1.1], [2.0, 2.1], [3.0, 3.1]])
token_ids = torch.tensor([3, 0, 3])
looked_up = embeddings[token_ids]
from_list = embeddings[[1, 2]]
pairs = embeddings[[0, 3], [1, 0]]
per_row = torch.arange(12).reshape(3, 4)[torch.arange(3), torch.tensor([0, 3, 1])]
column_pick = torch.arange(12).reshape(3, 4)[:, [0, 2]]
grid = torch.arange(12).reshape(3, 4)[torch.tensor([[0, 1], [2, 0]])]
grid_shape = tuple(grid.shape)
negative = embeddings[torch.tensor([-1])]
zero_dim = embeddings[torch.tensor(2)]
