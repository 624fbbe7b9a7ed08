# An Adam step written with in-place tensor ops (mul_, add_, addcmul_, addcdiv_, sqrt, lerp_).
import math

import torch

param = torch.tensor([0.5, -1.0, 2.0])
grad = torch.tensor([0.1, -0.2, 0.05])
exp_avg = torch.zeros_like(param)
exp_avg_sq = torch.zeros_like(param)
beta1, beta2, lr, eps, wd = 0.9, 0.999, 1e-2, 1e-8, 0.01
history = []
for step in range(1, 4):
    param.mul_(1 - lr * wd)
    exp_avg.lerp_(grad, 1 - beta1)
    exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)
    bias_correction1 = 1 - beta1**step
    bias_correction2 = 1 - beta2**step
    step_size = lr / bias_correction1
    denom = (exp_avg_sq.sqrt() / math.sqrt(bias_correction2)).add_(eps)
    param.addcdiv_(exp_avg, denom, value=-step_size)
    history.append(param.tolist())
    grad = grad * 0.5
norm = torch.linalg.vector_norm(param).item()
clip_coef = min(1.0, 1.0 / (norm + 1e-6))
clipped = param * clip_coef
r = repr(param)
