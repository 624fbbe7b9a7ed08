import torch

x = torch.zeros(4)
y = x
x.add_(1)
x.mul_(3)
x[1:3] += 2
x.clamp_(max=4)
rx = repr(x)
ry = repr(y)
same = x is y
z = torch.ones(2, 3, dtype=torch.long)
z.fill_(7)
z[0].zero_()
rz = repr(z)
v = z.view(-1)
v[0] = 99
rz2 = repr(z)
c = z.clone()
c[1, 1] = -5
rz3 = repr(z)
rc = repr(c)
try:
    torch.ones(3, dtype=torch.long).add_(0.5)
except RuntimeError as e:
    msg = str(e)
w = torch.arange(5)
w[w > 2] = 0
rw = repr(w)
