# compute_value_loss with value clipping (verl's clipped PPO critic loss) and its clip fraction.
import torch


def masked_mean(values, mask, axis=None):
    return (values * mask).sum(axis=axis) / (mask.sum(axis=axis) + 1e-8)


def clip_by_value(x, tensor_min, tensor_max):
    clipped = torch.max(torch.min(x, tensor_max), tensor_min)
    return clipped


def compute_value_loss(vpreds, returns, values, response_mask, cliprange_value, loss_agg_mode="token-mean"):
    vpredclipped = clip_by_value(vpreds, values - cliprange_value, values + cliprange_value)
    vf_losses1 = (vpreds - returns) ** 2
    vf_losses2 = (vpredclipped - returns) ** 2
    clipped_vf_losses = torch.max(vf_losses1, vf_losses2)
    vf_loss = 0.5 * masked_mean(clipped_vf_losses, response_mask)
    vf_clipfrac = masked_mean(torch.gt(vf_losses2, vf_losses1).float(), response_mask)
    return vf_loss, vf_clipfrac


vpreds = torch.tensor([[0.5, 1.2, -0.3, 0.0], [2.0, 0.1, 0.4, 0.9]])
returns = torch.tensor([[1.0, 1.0, 0.0, 0.0], [0.5, 0.5, 0.5, 0.5]])
values = torch.tensor([[0.4, 0.8, 0.1, 0.0], [1.0, 0.2, 0.4, 0.3]])
mask = torch.tensor([[1, 1, 1, 0], [1, 1, 1, 1]], dtype=torch.float32)
loss, clipfrac = compute_value_loss(vpreds, returns, values, mask, cliprange_value=0.2)
loss5, clipfrac5 = compute_value_loss(vpreds, returns, values, mask, cliprange_value=0.5)
explained_var = 1 - torch.var(returns - vpreds) / (torch.var(returns) + 1e-8)
vals = [round(x, 6) for x in (loss.item(), clipfrac.item(), loss5.item(), clipfrac5.item(), explained_var.item())]
clamp_t = torch.clamp(vpreds, values - 0.2, values + 0.2)
same = torch.equal(clamp_t, clip_by_value(vpreds, values - 0.2, values + 0.2))
r = repr(loss)
