# verl-style masked mean/var/whiten of advantages over valid response tokens.
import torch


def masked_mean(values, mask, dim=None):
    return (values * mask).sum(dim=dim) / mask.sum(dim=dim)


def masked_var(values, mask, unbiased=True):
    mean = masked_mean(values, mask)
    centered = values - mean
    variance = masked_mean(centered ** 2, mask)
    if unbiased:
        n = mask.sum()
        variance = variance * (n / (n - 1))
    return variance


def masked_whiten(values, mask, shift_mean=True):
    mean, var = masked_mean(values, mask), masked_var(values, mask)
    whitened = (values - mean) * torch.rsqrt(var + 1e-8)
    if not shift_mean:
        whitened += mean
    return whitened


advantages = torch.tensor([[0.5, -0.2, 1.3, 0.0], [2.0, 0.1, 0.0, 0.0]])
response_mask = torch.tensor([[1, 1, 1, 0], [1, 1, 0, 0]], dtype=torch.float32)
mean = masked_mean(advantages, response_mask)
row_means = masked_mean(advantages, response_mask, dim=-1)
var = masked_var(advantages, response_mask)
whitened = masked_whiten(advantages, response_mask) * response_mask
kept_mean = masked_whiten(advantages, response_mask, shift_mean=False)
