import torch

x = torch.zeros(3, 4, dtype=torch.long)
x[0, [1, 3]] = 5
x[[1, 2], [0, 1]] = torch.tensor([7, 8])
x[2, 1:] = torch.tensor([1, 2, 3])
x[:, 0] += 1
r1 = repr(x)
m = x > 4
x[m] = -1
r2 = repr(x)
y = torch.arange(6.0).view(2, 3)
y[:, None, 1] = 9.0
r3 = repr(y)
y[..., -1] = torch.tensor([0.5, 0.25])
r4 = repr(y)
out = []
for bad in [lambda: x.__setitem__((0, 5), 1), lambda: x.__setitem__(slice(None), torch.ones(2)), lambda: x.__setitem__(0, "a"), lambda: x.__setitem__(torch.tensor([True]), 1)]:
    try:
        bad()
        out.append("ok")
    except Exception as e:
        out.append(f"{type(e).__name__}: {e}")
