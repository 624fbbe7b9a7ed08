# verl's kl_penalty: kl, abs, mse, low_var_kl (clamped), dispatched on a string.
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
    raise NotImplementedError(f"unknown kl_penalty {kl_penalty!r}")


logprob = torch.tensor([[-0.5, -1.25, -30.0], [-2.0, -0.01, -0.75]])
ref = torch.tensor([[-0.6, -1.0, -0.5], [-2.0, -0.5, -0.75]])
results = {k: kl_penalty(logprob, ref, k) for k in ("kl", "abs", "mse", "low_var_kl")}
means = {k: round(v.mean().item(), 5) for k, v in results.items()}
try:
    kl_penalty(logprob, ref, "js")
except NotImplementedError as e:
    err = str(e)
clamped_any = bool((results["low_var_kl"] == 10).any())
