import torch

a = torch.tensor([1, 2])
b = torch.tensor([3, 4, 5])
c = torch.cat([a, b])
rc = repr(c)
s = torch.stack([a, a * 2])
rs = repr(s)
s1 = torch.stack([a, a], dim=1)
rs1 = repr(s1)
m = torch.cat([s, s], dim=1)
rm = repr(m)
try:
    torch.stack([a, b])
except RuntimeError as e:
    msg = str(e)
try:
    torch.cat([s, a])
except RuntimeError as e:
    msg2 = str(e)
mix = torch.cat([torch.tensor([1]), torch.tensor([2.5])])
rmix = repr(mix)
