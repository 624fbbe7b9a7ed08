import torch

x = torch.tensor([3, 1, 2])
s = sum(x)
rs = repr(s)
m = max(x)
rm = repr(m)
srt = [repr(v) for v in sorted(x)]
lst = list(x)
rl = repr(lst)
rows = [repr(r) for r in torch.arange(6).reshape(3, 2)]
z = [(int(a), float(b)) for a, b in zip(x, x.float() / 2)]
f1 = f"{x}"
f2 = f"{x.float().mean():.3f}"
f3 = f"{torch.tensor(2.5)}"
try:
    f4 = f"{x:.2f}"
except Exception as e:
    f4 = f"{type(e).__name__}: {e}"
f5 = f"{torch.tensor(7):>5}"
r = round(torch.tensor(2.71828).item(), 3)
fl = float(x.float().mean())
ab = abs(torch.tensor([-1, 2]))
rab = repr(ab)
b = bool(torch.tensor([1]))
idx = [10, 20, 30][torch.tensor(1)]
h = hex(torch.tensor(255))
