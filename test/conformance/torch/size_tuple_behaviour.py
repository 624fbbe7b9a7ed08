# torch.Size behaves as a tuple subclass: slicing, +, *, comparisons, hashing, tuple() copies, errors.
import torch

s = torch.zeros(2, 3, 4).shape
parts = [repr(s[1:]), repr(s[::-1]), repr(s + (5,)), repr((1,) + s), repr(s * 2), repr(torch.Size([])), repr(torch.Size((7,)))]
plain = tuple(s)
plain_type = type(plain).__name__
size_type = type(s[:2]).__name__
item_type = type(s[0]).__name__
eqs = [s == (2, 3, 4), s == torch.Size([2, 3, 4]), s != (2, 3), s < (3,), s[:1] == (2,)]
n = s.numel()
idx = s.index(3)
cnt = s.count(4)
d = {s: "shape"}
lookup = d[(2, 3, 4)]
try:
    s + [1]
except TypeError as e:
    err_add = str(e)
try:
    torch.Size([1, 2.5])
except TypeError as e:
    err_new = str(e)
from_tensor = torch.Size([torch.tensor(3), 4])
joined = " x ".join(str(d) for d in s)
