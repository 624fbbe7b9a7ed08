# Clipped value loss and its clip fraction (verl compute_value_loss).
import torch


def masked_mean(values, mask):
    return (values * mask).sum() / mask.sum()


def compute_value_loss(vpreds, returns, values, response_mask, cliprange_value):
    vpredclipped = torch.clamp(vpreds, values - cliprange_value, values + cliprange_value)
    vf_losses1 = (vpreds - returns) ** 2
    vf_losses2 = (vpredclipped - returns) ** 2
    clipped_vf_losses = torch.max(vf_losses1, vf_losses2)
    vf_loss = 0.5 * masked_mean(clipped_vf_losses, response_mask)
    vf_clipfrac = masked_mean(torch.gt(vf_losses2, vf_losses1).float(), response_mask)
    return vf_loss, vf_clipfrac


vpreds = torch.tensor([[0.5, 1.5, -0.2], [0.0, 0.3, 2.0]])
returns = torch.tensor([[1.0, 1.0, 0.0], [0.5, 0.5, 0.5]])
values = torch.tensor([[0.4, 1.0, 0.1], [0.2, 0.3, 1.0]])
mask = torch.tensor([[1, 1, 0], [1, 1, 1]], dtype=torch.float32)
loss, frac = compute_value_loss(vpreds, returns, values, mask, 0.2)
out = (round(loss.item(), 6), round(frac.item(), 6))
clamped = torch.clamp(vpreds, values - 0.2, values + 0.2)
