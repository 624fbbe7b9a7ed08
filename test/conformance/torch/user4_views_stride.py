import torch

x = torch.arange(12).view(3, 4)
t = x.t()
r = [x.is_contiguous(), t.is_contiguous(), repr(t.stride()), repr(x.stride()), x.storage_offset(), x[1:].storage_offset()]
try:
    t.view(12)
except RuntimeError as e:
    msg = str(e)
f = t.reshape(12)
rf = repr(f)
u = x.unsqueeze(1).expand(3, 2, 4)
ru = repr(u.shape)
try:
    u[0, 0, 0] = 5
    after = repr(x[0])
except RuntimeError as e:
    after = str(e)
sl = x[:, 1]
sl[0] = 42
rx = repr(x)
d = x.data_ptr() == x.view(-1).data_ptr()
