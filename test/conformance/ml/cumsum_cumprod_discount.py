# cumsum/cumprod for discounts, positions, segment ids and running totals; flip for reverse cumsum.
import torch

gamma = 0.9
T = 5
discounts = torch.cumprod(torch.full((T,), gamma), dim=0) / gamma
powers = gamma ** torch.arange(T)
same = torch.allclose(discounts, powers)
rewards = torch.tensor([[0.0, 0.0, 1.0, 0.0, 0.5], [1.0, 0.0, 0.0, 0.0, 0.0]])
returns_to_go = torch.flip(torch.cumsum(torch.flip(rewards, dims=[-1]), dim=-1), dims=[-1])
rtg_disc = torch.zeros_like(rewards)
running = torch.zeros(2)
for t in reversed(range(T)):
    running = rewards[:, t] + gamma * running
    rtg_disc[:, t] = running
mask = torch.tensor([[0, 0, 1, 1, 1], [1, 1, 1, 0, 0]])
positions = (mask.cumsum(-1) - 1).clamp(min=0) * mask
boundaries = torch.tensor([1, 0, 0, 1, 0, 1, 0])
segment_ids = boundaries.cumsum(0) - 1
cum_int = torch.tensor([1, 2, 3], dtype=torch.int32).cumsum(0)
cum_bool = torch.tensor([True, False, True]).cumsum(0)
cum_dt = [str(cum_int.dtype), str(cum_bool.dtype)]
cummax_vals, cummax_idx = torch.cummax(torch.tensor([1, 3, 2, 5, 4]), dim=0)
logcum = torch.logcumsumexp(torch.tensor([0.0, 1.0, 2.0]), dim=0)
float_cum = torch.cumsum(torch.tensor([0.1] * 10), dim=0)
r = repr(rtg_disc)
