import torch

a = torch.tensor([1, 2, 3])
b = torch.tensor([0.5, 1.5, 2.5])
r = [repr(a + b), repr(a * 2), repr(a / 2), repr(a // 2), repr(a % 2), repr(a ** 2), repr(-a), repr(2 - a), repr(a / 0), repr(b // 0.4)]
c = [repr(a > 1), repr(a == b), repr((a > 1) & (a < 3)), repr(~(a > 1)), repr((a > 1) | (b > 2))]
i = torch.tensor([7, -7])
divs = [repr(i // 2), repr(i % 3), repr(torch.div(i, 2, rounding_mode="trunc")), repr(torch.div(i, 2, rounding_mode="floor")), repr(torch.remainder(i, 3)), repr(torch.fmod(i, 3))]
try:
    torch.tensor([1, 2]) + torch.tensor([1, 2, 3])
except RuntimeError as e:
    msg = str(e)
