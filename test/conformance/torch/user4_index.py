import torch

x = torch.arange(12).reshape(3, 4)
r1 = repr(x[0])
r2 = repr(x[:, 1])
r3 = repr(x[1:, ::2])
r4 = repr(x[-1, -2:])
r5 = repr(x[x > 5])
r6 = repr(x[[0, 2]])
r7 = repr(x[torch.tensor([True, False, True])])
r8 = repr(x[..., 0])
r9 = repr(x[None].shape)
r10 = repr(x[:, None, 1])
try:
    x[3]
except IndexError as e:
    msg = str(e)
y = x.clone()
y[0] = 100
y[:, -1] = -1
y[y == 5] = 55
ry = repr(y)
