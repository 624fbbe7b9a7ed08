import torch

x = torch.tensor([1, 2])
try:
    x.item()
except Exception as e:
    m1 = f"{type(e).__name__}: {e}"
try:
    bool(x)
except Exception as e:
    m2 = f"{type(e).__name__}: {e}"
try:
    if x == torch.tensor([1, 2]):
        pass
except Exception as e:
    m3 = f"{type(e).__name__}: {e}"
v = int(torch.tensor(3.7))
f = float(torch.tensor([2]))
b = bool(torch.tensor([0]))
try:
    torch.tensor([1, "a"])
except Exception as e:
    m4 = f"{type(e).__name__}: {e}"
try:
    torch.tensor([[1, 2], [3]])
except Exception as e:
    m5 = f"{type(e).__name__}: {e}"
ln = len(torch.zeros(4, 2))
try:
    len(torch.tensor(1))
except Exception as e:
    m6 = f"{type(e).__name__}: {e}"
