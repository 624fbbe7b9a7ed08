# Writing into a batch: slices, masks, index tensors with broadcasting, and values of other dtypes.
import torch

buf = torch.zeros(3, 4, dtype=torch.long)
buf[:, 1:3] = torch.tensor([7, 8])
buf[torch.tensor([0, 2]), 0] = torch.tensor([5, 6])
buf[buf == 0] = -1
buf[1] = torch.tensor([1.9, 2.9, -3.9, 4.1])
rows = torch.tensor([[0], [2]])
cols = torch.tensor([[1, 3]])
buf[rows, cols] = 42
f = torch.zeros(2, 3)
f[0] = 1
f[1, :] = torch.tensor([1, 2, 3])
f[:, -1] += 0.5
f[f > 1] *= 10
b = torch.zeros(4, dtype=torch.bool)
b[1:3] = True
b[torch.tensor([0])] = 1
try:
    buf[0, :2] = torch.tensor([1, 2, 3])
except RuntimeError as e:
    shape_err = str(e)
try:
    buf[torch.tensor([0, 5])] = 0
except IndexError as e:
    idx_err = str(e)
