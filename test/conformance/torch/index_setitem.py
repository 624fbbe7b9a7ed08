# Writing through indices: a slice, a mask, index lists, broadcast rows.
import torch

scores = torch.zeros(3, 4)
scores[0] = 1.0
scores[1, 1:3] = torch.tensor([2.0, 3.0])
scores[:, -1] = torch.tensor([7.0, 8.0, 9.0])
scores[scores > 8] = -1.0
scores[[2, 2], [0, 1]] = torch.tensor([4.0, 5.0])
scores[..., 0] += 10
ids = torch.tensor([5, 6, 7, 8])
ids[ids % 2 == 0] = 0
ids[torch.tensor([True, False, False, False])] = 42
ids[1:3] = torch.tensor([[1, 2]])
grid = torch.zeros(2, 3, dtype=torch.long)
grid[0] = torch.tensor([1.9, 2.9, 3.9])
grid[1] = 4.5
