# torch.Size as shape code uses it: slicing, concatenation, numel, comparisons, unpacking, reprs.
import torch

x = torch.zeros(2, 3, 4)
s = x.shape
head = s[:-1]
head_r = repr(head)
last = s[-1]
plus = s + (5,)
plus_r = repr(plus)
as_list = list(s)
numel = s.numel()
eq_tuple = s == (2, 3, 4)
eq_list = s == [2, 3, 4]
b, t, d = s
size_call = x.size()
size_dim = x.size(1)
size_neg = x.size(-1)
new = torch.Size([7, 1])
new_r = repr(new)
str_s = str(s)
fmt = f"shape={s}"
is_tuple = isinstance(s, tuple)
hashable = {s: "ok"}[torch.Size([2, 3, 4])]
y = x.view(*head, 2, 2)
y_shape = tuple(y.shape)
z = torch.ones(head)
z_shape = list(z.shape)
zero_d = torch.tensor(1.0).shape
zero_r = repr(zero_d)
mul = torch.Size([2]) * 2
mul_r = repr(mul)
try:
    x.size(3)
except IndexError as e:
    err = str(e)
