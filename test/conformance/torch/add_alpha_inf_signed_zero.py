# add/sub (in place, with alpha, with scalars) on infinities, NaN and signed zeros in every float
# dtype: the fused multiply-add keeps an infinite sum and the sign of an exact zero.
import torch
R = {}
for dt in [torch.float16, torch.bfloat16, torch.float32, torch.float64]:
    x = torch.tensor([float('inf'), -float('inf'), float('nan'), -0.0, 0.0, 1.0], dtype=dt)
    y = torch.tensor([1.0, float('inf'), 2.0, -0.0, -0.0, -float('inf')], dtype=dt)
    R[str(dt)] = [x.clone().add_(1).tolist(), x.clone().add_(y).tolist(), x.add(y, alpha=2).tolist(), x.sub(y, alpha=0.5).tolist(), (x + y).tolist(), (x - y).tolist(), x.clone().sub_(y).tolist(), x.add(-0.0).tolist(), (x + 0.0).tolist(), x.clone().add_(y, alpha=-1).tolist()]
del dt, x, y
