# Learning-rate warmup + cosine decay computed with math, applied to a tensor of steps.
import math

import torch


def get_cosine_schedule(step, warmup, total, min_ratio=0.0, num_cycles=0.5):
    if step < warmup:
        return float(step) / float(max(1, warmup))
    progress = float(step - warmup) / float(max(1, total - warmup))
    x = math.cos(math.pi * float(num_cycles) * 2.0 * progress)
    return max(min_ratio, 0.5 * (1.0 + x) * (1 - min_ratio) + min_ratio)


lrs = [round(get_cosine_schedule(s, 3, 10, 0.1), 12) for s in range(12)]
steps = torch.arange(12, dtype=torch.float64)
exact = [get_cosine_schedule(s, 3, 10) for s in (0, 4, 7)]
decay = [math.exp(-0.1 * s) for s in range(4)]
logs = [math.log(x) for x in (2.0, 10.0, 0.5, 1e-8)]
ceil_div = [math.ceil(n / 4) for n in (7, 8, 9)]
floors = [math.floor(-2.5), math.floor(3)]
isclose = math.isclose(0.1 + 0.2, 0.3)
inf_min = min(math.inf, 3.0)
nan_check = math.isnan(float("nan"))
sqrt_d = math.sqrt(128)
log2 = math.log2(1024)
e_pow = math.pow(2, 0.5)
t_cos = torch.cos(steps * math.pi / 11).float()
