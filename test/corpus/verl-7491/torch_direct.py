import torch

a = torch.tensor([[1, 2], [3, 4], [5, 6]], dtype=torch.int16)
b = a.new_zeros((5, *a.shape[1:]))
b[:3] = a[:3]
c = torch.zeros(3, dtype=torch.float32)
c[-1] = 0.7
d = torch.zeros_like(torch.tensor([1, 1, 1]), dtype=torch.float32)
e = torch.tensor([True, False])
f = torch.tensor([1.5, 2])
g = torch.ones(2, 2)
h = torch.tensor(7)
i = a[1]
j = a[:, 1] if False else a[0:2]
k = torch.tensor([70000]).tolist()
reprs = [repr(x) for x in [a, b, c, d, e, f, g, h, i, j]]
