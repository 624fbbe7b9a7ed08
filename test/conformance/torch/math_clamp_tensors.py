# clamp with tensor bounds, clip, and clamp_min/clamp_max.
import torch

x = torch.tensor([[-2.0, 0.5, 3.0], [1.0, -0.5, 0.0]])
lo = torch.tensor([-1.0, 0.0, 0.0])
hi = torch.tensor([1.0, 1.0, 2.0])
bounded = torch.clamp(x, lo, hi)
clipped = x.clip(-0.5, 0.5)
floor_zero = x.clamp_min(0)
ceil_one = torch.clamp_max(x, 1)
ints = torch.tensor([-5, 0, 5]).clamp(-2, 2)
with_nan = torch.tensor([float("nan"), 2.0]).clamp(0, 1)
inverted = torch.tensor([0.5, 2.0]).clamp(min=1.0, max=0.0)
