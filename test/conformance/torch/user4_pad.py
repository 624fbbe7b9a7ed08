import torch
import torch.nn.functional as F

x = torch.tensor([1, 2, 3])
p1 = repr(F.pad(x, (0, 2)))
p2 = repr(F.pad(x, (2, 1), value=-1))
m = torch.tensor([[1, 1], [1, 0]])
p3 = repr(F.pad(m, (0, 3), value=0))
p4 = repr(F.pad(m, (1, 1, 2, 0)))
f = torch.tensor([0.5, 0.25])
p5 = repr(F.pad(f, (1, 0), value=float("nan")))
p6 = repr(F.pad(x, (-1, 0)))
try:
    F.pad(x, (1,))
except Exception as e:
    msg = f"{type(e).__name__}: {e}"
