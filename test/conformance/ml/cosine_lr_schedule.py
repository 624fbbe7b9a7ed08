# Warmup + cosine LR schedule computed with math and tensors, as trainer code logs it per step.
import math

import torch


def get_cosine_schedule_with_warmup(step, num_warmup_steps, num_training_steps, min_lr_ratio=0.0, num_cycles=0.5):
    if step < num_warmup_steps:
        return float(step) / float(max(1, num_warmup_steps))
    progress = float(step - num_warmup_steps) / float(max(1, num_training_steps - num_warmup_steps))
    x = math.cos(math.pi * float(num_cycles) * 2.0 * progress)
    x = max(0.0, x)
    return (1 - min_lr_ratio) * 0.5 * (1.0 + x) + min_lr_ratio


base_lr = 1e-6
lrs = [base_lr * get_cosine_schedule_with_warmup(s, 3, 12, min_lr_ratio=0.1) for s in range(14)]
lr_t = torch.tensor(lrs, dtype=torch.float64)
peak = int(lr_t.argmax())
monotone_after = bool((lr_t[peak:].diff() <= 0).all())
as_f32 = torch.tensor(lrs)
lost = (as_f32.double() - lr_t).abs().max().item()
formatted = [f"{lr:.3e}" for lr in lrs[:5]]
r = repr(lr_t[:4])
