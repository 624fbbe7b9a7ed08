# PPO clipped policy loss with dual clip, clip fraction and approx KL (verl compute_policy_loss).
import torch


def masked_mean(values, mask):
    return (values * mask).sum() / mask.sum()


def compute_policy_loss(old_log_prob, log_prob, advantages, response_mask, cliprange=0.2, clip_ratio_c=3.0):
    negative_approx_kl = log_prob - old_log_prob
    negative_approx_kl = torch.clamp(negative_approx_kl, min=-20.0, max=20.0)
    ratio = torch.exp(negative_approx_kl)
    ppo_kl = masked_mean(-negative_approx_kl, response_mask)
    pg_losses1 = -advantages * ratio
    pg_losses2 = -advantages * torch.clamp(ratio, 1 - cliprange, 1 + cliprange)
    clip_pg_losses1 = torch.maximum(pg_losses1, pg_losses2)
    pg_clipfrac = masked_mean(torch.gt(pg_losses2, pg_losses1).float(), response_mask)
    pg_losses3 = -advantages * clip_ratio_c
    clip_pg_losses2 = torch.min(pg_losses3, clip_pg_losses1)
    pg_clipfrac_lower = masked_mean(torch.gt(clip_pg_losses1, pg_losses3) * (advantages < 0).float(), response_mask)
    pg_losses = torch.where(advantages < 0, clip_pg_losses2, clip_pg_losses1)
    pg_loss = masked_mean(pg_losses, response_mask)
    return pg_loss, pg_clipfrac, ppo_kl, pg_clipfrac_lower


old = torch.tensor([[-1.0, -0.5, -2.0, -0.1], [-0.3, -1.2, -0.8, -3.0]])
new = torch.tensor([[-0.7, -0.9, -1.0, -0.1], [-0.3, -0.2, -2.5, -0.5]])
adv = torch.tensor([[1.0, 1.0, -1.0, 0.5], [-2.0, 0.3, -0.7, 1.5]])
mask = torch.tensor([[1.0, 1.0, 1.0, 0.0], [1.0, 1.0, 1.0, 1.0]])
loss, clipfrac, kl, clipfrac_lower = compute_policy_loss(old, new, adv, mask)
values = [round(x.item(), 6) for x in (loss, clipfrac, kl, clipfrac_lower)]
is_0d = loss.dim() == 0
