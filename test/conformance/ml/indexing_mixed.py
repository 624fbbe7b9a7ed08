# Indexing a batch: integer, slice, None, ellipsis, boolean rows, index tensors, and setitem through them.
import torch

x = torch.arange(24).view(2, 3, 4)
a = x[1]
b = x[:, 1]
c = x[..., -1]
d = x[:, None, 0, 1:3]
e = x[0, [0, 2]]
f = x[torch.tensor([1, 0]), torch.tensor([2, 1])]
g = x[x.sum(dim=-1) > 30]
h = x[:, :, ::2]
rows = torch.tensor([True, False])
i = x[rows]
j = x[0][torch.tensor([[0, 1], [2, 2]])]
k = x[1, 1:, torch.tensor([0, 3])]
shapes = [tuple(t.shape) for t in (a, b, c, d, e, f, g, h, i, j, k)]
y = torch.zeros(3, 4, dtype=torch.long)
y[1] = 5
y[:, 0] = torch.tensor([7, 8, 9])
y[y == 0] = -1
y[[0, 2], [3, 3]] = 42
y[..., 1] += 100
z = y.clone()
z[z > 40] = z[z > 40] * 2
h_is_view = h._base is x
