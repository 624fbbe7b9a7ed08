# verl_F masked_mean / masked_var / masked_whiten with an unbiased correction, as written in verl.
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
        if mask_sum == 1:
            raise ValueError("The sum of the mask is one, which can cause a division by zero.")
        bessel_correction = mask_sum / (mask_sum - 1)
        variance = variance * bessel_correction
    return variance


def masked_whiten(values, mask, shift_mean=True):
    mean, var = masked_mean(values, mask), masked_var(values, mask)
    whitened = (values - mean) * torch.rsqrt(var + 1e-8)
    if not shift_mean:
        whitened += mean
    return whitened


values = torch.tensor([[0.5, -1.25, 2.0, 3.0], [1.5, 0.25, -0.75, 9.0]])
mask = torch.tensor([[1, 1, 1, 0], [1, 1, 1, 0]], dtype=torch.bool)
m = masked_mean(values, mask)
m_rows = masked_mean(values, mask, axis=-1)
v = masked_var(values, mask)
w = masked_whiten(values, mask)
w_noshift = masked_whiten(values, mask, shift_mean=False)
mask_sum_type = type(mask.sum()).__name__
corr = mask.sum() / (mask.sum() - 1)
corr_dtype = str(corr.dtype)
try:
    masked_var(values, torch.zeros_like(mask))
except ValueError as e:
    err0 = str(e)
try:
    masked_var(values, torch.tensor([[1, 0, 0, 0], [0, 0, 0, 0]]))
except ValueError as e:
    err1 = str(e)
r = repr(w)
