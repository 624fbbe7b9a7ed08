# KL estimators between the policy and the reference log-probs, masked and averaged.
import torch

log_probs = torch.tensor([[-0.5, -1.2, -0.3], [-2.0, -0.1, -0.9]])
ref_log_probs = torch.tensor([[-0.6, -1.0, -0.3], [-1.5, -0.2, -1.1]])
mask = torch.tensor([[1.0, 1.0, 0.0], [1.0, 1.0, 1.0]])
kl = log_probs - ref_log_probs
abs_kl = kl.abs()
mse_kl = 0.5 * kl.square()
low_var_kl = torch.exp(ref_log_probs - log_probs) - (ref_log_probs - log_probs) - 1
masked_mean = (low_var_kl * mask).sum() / mask.sum()
clamped = torch.clamp(low_var_kl, min=-10, max=10)
