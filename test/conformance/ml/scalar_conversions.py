# Tensors turned into Python values: item, int, float, bool, tolist, format, comparisons with numbers.
import torch

t = torch.tensor([[1.5, -2.25], [3.0, 0.0]])
i = torch.tensor(7)
vals = [t[0, 0].item(), int(t[0, 1]), float(i), bool(t[1, 1]), bool(torch.tensor([3])), int(torch.tensor([True]))]
types = [type(v).__name__ for v in vals]
lst = t.tolist()
nested_types = type(lst[0][0]).__name__
fmt = [f"{t[0, 0]:.2f}", f"{i}", f"{i.item():03d}", str(t[1, 0].item()), repr(i.item())]
cmp = [t[0, 0] > 1, (t[0, 0] > 1).item(), 2 < i, i == 7, float(t.sum())]
cmp_types = [type(c).__name__ for c in cmp]
idx = [10, 20, 30, 40, 50, 60, 70, 80][i]
rng = list(range(torch.tensor(3)))
half = torch.tensor(0.1, dtype=torch.float16).item()
bf = torch.tensor(0.1, dtype=torch.bfloat16).item()
f32 = torch.tensor(0.1).item()
try:
    int(t)
except (ValueError, RuntimeError, TypeError) as e:
    many = (type(e).__name__, str(e))
try:
    [1, 2, 3][torch.tensor(1.0)]
except TypeError as e:
    float_index = str(e)
