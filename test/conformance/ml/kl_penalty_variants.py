# kl_penalty variants (k1, abs, mse/k2, low_var_kl/k3 with clamp), and the adaptive KL controller.
import math

import torch


def kl_penalty(logprob, ref_logprob, kl_penalty):
    if kl_penalty in ("kl", "k1"):
        return logprob - ref_logprob
    if kl_penalty == "abs":
        return (logprob - ref_logprob).abs()
    if kl_penalty in ("mse", "k2"):
        return 0.5 * (logprob - ref_logprob).square()
    if kl_penalty in ("low_var_kl", "k3"):
        kl = ref_logprob - logprob
        kl = torch.clamp(kl, min=-20, max=20)
        ratio = torch.exp(kl)
        kld = (ratio - kl - 1).contiguous()
        return torch.clamp(kld, min=-10, max=10)
    if kl_penalty == "full":
        raise NotImplementedError
    raise NotImplementedError


class AdaptiveKLController:
    def __init__(self, init_kl_coef, target_kl, horizon):
        self.value = init_kl_coef
        self.target = target_kl
        self.horizon = horizon

    def update(self, current_kl, n_steps):
        target = self.target
        proportional_error = max(min(current_kl / target - 1, 0.2), -0.2)
        mult = 1 + proportional_error * n_steps / self.horizon
        self.value *= mult


logprob = torch.tensor([[-0.2, -1.5, -3.0], [-0.01, -30.0, -2.2]])
ref = torch.tensor([[-0.25, -1.0, -3.5], [-0.02, -0.5, -2.2]])
out = {k: kl_penalty(logprob, ref, k) for k in ["k1", "abs", "k2", "k3"]}
reprs = {k: repr(v) for k, v in out.items()}
mask = torch.tensor([[1, 1, 0], [1, 1, 1]])
token_level = -0.1 * out["k3"] * mask
current_kl = (out["k1"] * mask).sum(-1).mean().item()
ctl = AdaptiveKLController(0.2, 6.0, 10000)
for step in range(3):
    ctl.update(current_kl + step, n_steps=256)
coef = round(ctl.value, 12)
try:
    kl_penalty(logprob, ref, "full")
except NotImplementedError as e:
    err = type(e).__name__
finite = bool(torch.isfinite(out["k3"]).all())
big = math.isclose(out["k3"][1, 1].item(), 10.0)
