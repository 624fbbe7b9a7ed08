# Rollout log-probs in bfloat16 versus float32 training log-probs: the mismatch metrics.
import torch

train = torch.tensor([[-0.1234, -2.5, -0.0001, -7.75], [-1.0, -0.333, -3.14159, -0.5]])
rollout = train.to(torch.bfloat16)
rollout_f16 = train.half()
mask = torch.tensor([[1, 1, 1, 0], [1, 1, 1, 1]]).bool()
diff = (train - rollout.float()).abs()
max_diff = diff[mask].max().item()
mean_diff = diff[mask].mean().item()
ratio = torch.exp(train - rollout.float())
is_ratio_max = ratio[mask].max().item()
bf_values = rollout.tolist()
f16_values = rollout_f16.tolist()
mixed = (rollout + rollout_f16).dtype
back = rollout.to(torch.float32).dtype
bf_repr = repr(rollout[0])
sum_bf = rollout.sum(dim=-1)
