# verl core_algos' masked_mean / masked_var / masked_whiten over a response mask.
import torch


def masked_sum(values, mask, axis=None):
    return (values * mask).sum(axis=axis)


def masked_mean(values, mask, axis=None):
    s = masked_sum(values, mask, axis)
    return s / (mask.sum(axis=axis) + 1e-8)


def masked_var(values, mask, unbiased=True):
    mean = masked_mean(values, mask)
    centered_values = values - mean
    variance = masked_mean(centered_values**2, mask)
    if unbiased:
        mask_sum = mask.sum()
        if mask_sum == 0:
            raise ValueError("At least one element in the mask has to be 1.")
        bessel_correction = mask_sum / (mask_sum - 1)
        variance = variance * bessel_correction
    return variance


def masked_whiten(values, mask, shift_mean=True):
    mean, var = masked_mean(values, mask), masked_var(values, mask)
    whitened = (values - mean) * torch.rsqrt(var + 1e-8)
    if not shift_mean:
        whitened += mean
    return whitened


values = torch.tensor([[0.5, 1.0, 2.0, 0.0], [1.5, -1.0, 0.25, 3.0]])
mask = torch.tensor([[1, 1, 1, 0], [1, 1, 0, 0]])
total = masked_sum(values, mask)
per_row = masked_mean(values, mask, axis=-1)
overall = masked_mean(values, mask)
var = masked_var(values, mask)
white = masked_whiten(values, mask)
white_noshift = masked_whiten(values, mask, shift_mean=False)
row_dtype = str(per_row.dtype)
try:
    masked_var(values, torch.zeros_like(mask))
except ValueError as e:
    err = str(e)
