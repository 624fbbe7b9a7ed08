# Integer tensors at the edges: int32 wraparound, division producing floats, division by zero, pow.
import torch

ids = torch.tensor([2**31 - 1, 5], dtype=torch.int32)
wrapped = ids + 1
big = torch.tensor([2**62], dtype=torch.int64) * 4
u8 = torch.tensor([250, 3], dtype=torch.uint8) + 10
div = torch.tensor([7, -7]) / torch.tensor([2, 2])
fdiv0 = (torch.tensor([1.0, -1.0, 0.0]) / 0).tolist()
idiv0 = torch.tensor([1, 2]) / 0
pow_int = torch.tensor([2, 3]) ** 2
pow_neg = torch.tensor([2.0, 4.0]) ** -1
pow_scalar_base = 2 ** torch.tensor([0, 3, 10])
pow_frac = torch.tensor([4, 9]) ** 0.5
try:
    torch.tensor([2, 3]) ** -1
except RuntimeError as e:
    neg_int_pow = str(e)
mean_int_cast = torch.tensor([1, 2, 4]).float().mean().item()
try:
    torch.tensor([1, 2, 4]).mean()
except RuntimeError as e:
    mean_err = str(e)
sum_u8 = torch.tensor([200, 100], dtype=torch.uint8).sum()
dtypes = [str(t.dtype) for t in (wrapped, u8, div, idiv0, pow_int, pow_scalar_base, pow_frac, sum_u8)]
