# compute_policy_loss (vanilla PPO with dual clip) and agg_loss modes, as verl's core_algos writes them.
import torch


def masked_mean(values, mask, axis=None):
    return (values * mask).sum(axis=axis) / (mask.sum(axis=axis) + 1e-8)


def agg_loss(loss_mat, loss_mask, loss_agg_mode):
    if loss_agg_mode == "token-mean":
        loss = masked_mean(loss_mat, loss_mask)
    elif loss_agg_mode == "seq-mean-token-sum":
        seq_losses = torch.sum(loss_mat * loss_mask, dim=-1)
        loss = torch.mean(seq_losses)
    elif loss_agg_mode == "seq-mean-token-mean":
        seq_losses = torch.sum(loss_mat * loss_mask, dim=-1) / torch.sum(loss_mask, dim=-1)
        loss = torch.mean(seq_losses)
    elif loss_agg_mode == "seq-mean-token-sum-norm":
        seq_losses = torch.sum(loss_mat * loss_mask, dim=-1)
        loss = torch.sum(seq_losses) / loss_mask.shape[-1]
    else:
        raise ValueError(f"Invalid loss_agg_mode: {loss_agg_mode}")
    return loss


def compute_policy_loss(old_log_prob, log_prob, advantages, response_mask, cliprange=0.2, clip_ratio_c=3.0, loss_agg_mode="token-mean"):
    assert clip_ratio_c > 1.0, f"The lower bound of the clip_ratio_c for dual-clip PPO should be greater than 1.0, but get the value: {clip_ratio_c}."
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
    pg_loss = agg_loss(loss_mat=pg_losses, loss_mask=response_mask, loss_agg_mode=loss_agg_mode)
    return pg_loss, pg_clipfrac, ppo_kl, pg_clipfrac_lower


old = torch.tensor([[-1.0, -0.5, -2.0, -0.1], [-0.3, -0.3, -4.0, -1.0]])
new = torch.tensor([[-0.5, -0.6, -0.1, -0.1], [-1.3, -0.2, -0.5, -25.0]])
adv = torch.tensor([[1.0, -1.0, 0.5, 2.0], [-2.0, 0.25, -1.0, 1.0]])
mask = torch.tensor([[1.0, 1.0, 1.0, 0.0], [1.0, 1.0, 1.0, 1.0]])
results = {}
for mode in ["token-mean", "seq-mean-token-sum", "seq-mean-token-mean", "seq-mean-token-sum-norm"]:
    loss, clipfrac, kl, lower = compute_policy_loss(old, new, adv, mask, loss_agg_mode=mode)
    results[mode] = [round(loss.item(), 6), clipfrac.item(), round(kl.item(), 6), lower.item()]
try:
    compute_policy_loss(old, new, adv, mask, clip_ratio_c=1.0)
except AssertionError as e:
    msg = str(e)
try:
    agg_loss(old, mask, "token-sum")
except ValueError as e:
    msg2 = str(e)
loss_t, *_ = compute_policy_loss(old, new, adv, mask)
r = repr(loss_t)
