# Gradient-norm style computations over a dict of "grads": total norm, clip coefficient, scaling in place.
import math

import torch

grads = {
    "w1": torch.tensor([[3.0, 4.0], [0.0, 0.0]]),
    "b1": torch.tensor([1.0, -2.0]),
    "w2": torch.tensor([[0.5], [0.5]]),
}
max_norm = 2.0
norms = {k: torch.norm(g) for k, g in grads.items()}
total_norm = torch.norm(torch.stack([n for n in norms.values()]), 2.0)
clip_coef = max_norm / (total_norm + 1e-6)
clip_coef_clamped = torch.clamp(clip_coef, max=1.0)
aliases = {"w1_alias": grads["w1"]}
for g in grads.values():
    g.mul_(clip_coef_clamped)
new_total = math.sqrt(sum(float(g.pow(2).sum()) for g in grads.values()))
alias_changed = aliases["w1_alias"][0, 1].item()
is_finite = bool(torch.isfinite(total_norm))
inf_norm = max(g.abs().max().item() for g in grads.values())
p1 = torch.linalg.vector_norm(grads["b1"], ord=1)
