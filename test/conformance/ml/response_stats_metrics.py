# compute_data_metrics-style statistics over a batch: masked means, max/min, clip ratios, as floats.
import torch

sequence_score = torch.tensor([1.0, 0.0, 0.5, -0.5])
sequence_reward = torch.tensor([0.9, 0.1, 0.4, -0.6])
advantages = torch.tensor([[0.5, 0.5, 0.0], [-1.0, -1.0, -1.0], [0.2, 0.0, 0.0], [1.5, 1.5, 1.5]])
response_mask = torch.tensor([[1, 1, 0], [1, 1, 1], [1, 0, 0], [1, 1, 1]]).bool()
prompt_mask = torch.tensor([[1, 1], [0, 1], [1, 1], [0, 0]]).bool()
max_response_length = 3

valid_adv = torch.masked_select(advantages, response_mask)
response_length = response_mask.sum(-1).float()
prompt_length = prompt_mask.sum(-1).float()
metrics = {
    "critic/score/mean": torch.mean(sequence_score).detach().item(),
    "critic/score/max": torch.max(sequence_score).detach().item(),
    "critic/score/min": torch.min(sequence_score).detach().item(),
    "critic/rewards/mean": torch.mean(sequence_reward).detach().item(),
    "critic/advantages/mean": torch.mean(valid_adv).detach().item(),
    "critic/advantages/max": torch.max(valid_adv).detach().item(),
    "response_length/mean": torch.mean(response_length).detach().item(),
    "response_length/clip_ratio": torch.mean(torch.eq(response_length, max_response_length).float()).detach().item(),
    "prompt_length/mean": torch.mean(prompt_length).detach().item(),
    "prompt_length/clip_ratio": torch.mean(torch.eq(prompt_length, 2).float()).detach().item(),
    "response/aborted_ratio": torch.mean(torch.eq(response_length, 0).float()).detach().item(),
}
rounded = {k: round(v, 4) for k, v in metrics.items()}
std = torch.std(valid_adv).item()
var_pop = torch.var(valid_adv, unbiased=False).item()
std_corr = valid_adv.std(correction=0).item()
std_dim = advantages.std(dim=1)
var_keep = advantages.var(dim=0, keepdim=True)
one = torch.tensor([3.0]).std()
nan_std = str(one.item())
mean_std = torch.std_mean(valid_adv)
summary = ", ".join(f"{k.split('/')[-1]}={v:.3f}" for k, v in list(metrics.items())[:3])
