# clamp/where/maximum with Python scalars and mixed dtypes, as advantage and ratio clipping code uses them.
import torch

adv = torch.tensor([-3, -1, 0, 2, 5])
c1 = adv.clamp(-2, 2)
c2 = adv.clamp(min=-1.5, max=2.5)
c3 = torch.clamp(adv.float(), min=torch.tensor(-1.0))
ratio = torch.tensor([0.5, 0.9, 1.0, 1.3, 2.0])
clipped = torch.clamp(ratio, 1 - 0.2, 1 + 0.28)
mx = torch.maximum(ratio, torch.tensor(1.0))
mn = torch.minimum(adv, torch.tensor([0, 0, 0, 0, 1]))
w1 = torch.where(adv > 0, adv, 0)
w2 = torch.where(adv > 0, 1.0, -1.0)
w3 = torch.where(adv > 0, adv, torch.tensor(0.5))
w4 = torch.where(ratio > 1, ratio, 1)
nz = torch.where(adv != 0)
dtypes = [str(t.dtype) for t in (c1, c2, c3, clipped, mx, mn, w1, w2, w3, w4)]
sign = adv.sign()
ab = adv.abs().sum().item()
