# Logging a 0-d tensor with a format spec formats its number; other tensors refuse a spec.
import torch
loss = torch.tensor(0.12345)
a = f"{loss:.3f}"
b = f"{loss}"
c = "{:.1%}".format(torch.tensor(0.5))
d = f"{torch.tensor([1,2])}"
try:
    e = f"{torch.tensor([1.0, 2.0]):.2f}"
except TypeError as err:
    e = str(err)
f = format(torch.tensor(3), "05d")
