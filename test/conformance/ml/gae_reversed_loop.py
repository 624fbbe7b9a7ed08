# compute_gae_advantage_return with the reversed loop over time, then whitening over the mask.
import torch


def masked_mean(values, mask):
    return (values * mask).sum() / mask.sum()


def masked_whiten(values, mask):
    mean = masked_mean(values, mask)
    var = masked_mean((values - mean) ** 2, mask)
    var = var * mask.sum() / (mask.sum() - 1)
    return (values - mean) * torch.rsqrt(var + 1e-8)


def compute_gae_advantage_return(token_level_rewards, values, response_mask, gamma, lam):
    with torch.no_grad():
        nextvalues = 0
        lastgaelam = 0
        advantages_reversed = []
        gen_len = token_level_rewards.shape[-1]
        for t in reversed(range(gen_len)):
            delta = token_level_rewards[:, t] + gamma * nextvalues - values[:, t]
            lastgaelam_ = delta + gamma * lam * lastgaelam
            nextvalues = values[:, t] * response_mask[:, t] + (1 - response_mask[:, t]) * nextvalues
            lastgaelam = lastgaelam_ * response_mask[:, t] + (1 - response_mask[:, t]) * lastgaelam
            advantages_reversed.append(lastgaelam)
        advantages = torch.stack(advantages_reversed[::-1], dim=1)
        returns = advantages + values
        advantages = masked_whiten(advantages, response_mask)
    return advantages, returns


rewards = torch.tensor([[0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, -1.0], [0.5, 0.0, 0.0, 0.0]])
values = torch.tensor([[0.1, 0.2, 0.3, 0.0], [0.5, 0.4, 0.3, 0.2], [0.0, -0.1, 0.2, 0.9]])
mask = torch.tensor([[1, 1, 1, 0], [1, 1, 1, 1], [1, 1, 0, 0]], dtype=torch.float32)
adv, ret = compute_gae_advantage_return(rewards, values, mask, gamma=1.0, lam=0.95)
adv2, ret2 = compute_gae_advantage_return(rewards, values, mask, gamma=0.99, lam=1.0)
mask_int = mask.long()
adv3, ret3 = compute_gae_advantage_return(rewards, values, mask_int, gamma=1.0, lam=1.0)
dts = [str(adv3.dtype), str(ret3.dtype)]
r = repr(adv)
