import torch

x = torch.zeros(2, 3, 4)
s = x.shape
r = [repr(s), str(s), s == (2, 3, 4), s == torch.Size([2, 3, 4]), list(s), s[0], s[-1], repr(s[1:]), len(s), s.numel(), tuple(s), x.size(), x.size(-1), x.ndim, x.dim(), repr(torch.Size([])), s + (5,), repr(torch.Size([2]) + torch.Size([3])), isinstance(s, tuple), 2 in s, s.index(3), s.count(2)]
a, b, c = x.shape
unpacked = (a, b, c)
try:
    x.size(3)
except IndexError as e:
    msg = str(e)
