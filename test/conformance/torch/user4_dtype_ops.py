import torch

i = torch.tensor([5, 7], dtype=torch.int32)
f = torch.tensor([0.5, 1.5], dtype=torch.float64)
h = torch.tensor([1.0, 2.0], dtype=torch.float16)
b = torch.tensor([True, False])
u = torch.tensor([250, 3], dtype=torch.uint8)
r = [
    repr(i + f), repr(i * 2.5), repr(i / 2), repr(h + 1), repr(h * f), repr(b + b), repr(b * 3), repr(b & True), repr(u + 10), repr(u - 5),
    repr(i + b), repr(-u), repr(i // 2), repr(h / 3), repr(torch.tensor([1], dtype=torch.int16) * 40000), repr(i.sum()), str(i.sum().dtype), str(b.sum().dtype), str(u.sum().dtype), str(h.mean().dtype),
    repr(i.float().mean()), repr(u.float() / 255), repr(torch.tensor(3) / torch.tensor(2)), repr(torch.tensor([3]) ** 0.5), repr(torch.tensor([2]) ** -1.0),
]
try:
    torch.tensor([2]) ** -1
except RuntimeError as e:
    msg = str(e)
