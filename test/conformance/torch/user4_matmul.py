import torch

a = torch.arange(6, dtype=torch.float32).reshape(2, 3)
b = torch.ones(3, 2)
r1 = repr(a @ b)
r2 = repr(torch.matmul(a, b))
r3 = repr(a.mm(b))
v = torch.tensor([1.0, 2.0, 3.0])
r4 = repr(a @ v)
r5 = repr(v @ v)
r6 = repr(torch.dot(v, v))
r7 = repr(torch.outer(v, v))
r8 = repr(torch.einsum("ij,jk->ik", a, b))
bm = torch.arange(8.0).reshape(2, 2, 2)
r9 = repr(torch.bmm(bm, bm))
try:
    a @ a
except RuntimeError as e:
    msg = str(e)
ai = torch.arange(4).reshape(2, 2)
r10 = repr(ai @ ai)
try:
    ai @ a[:, :2]
except RuntimeError as e:
    msg2 = str(e)
