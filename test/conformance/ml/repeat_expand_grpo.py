# GRPO rollout n: repeat_interleave of prompts, repeat vs expand, uid lists, group views and reshapes.
import uuid

import torch

prompts = torch.tensor([[1, 2, 3], [4, 5, 6]])
n = 3
rep = prompts.repeat_interleave(n, dim=0)
tiled = prompts.repeat(n, 1)
expanded = prompts.unsqueeze(1).expand(-1, n, -1)
exp_flat = expanded.reshape(-1, 3)
same = torch.equal(exp_flat, rep)
exp_shares = expanded.data_ptr() == prompts.data_ptr()
exp_strides = expanded.stride()
uids = [f"uid-{i}" for i in range(prompts.shape[0])]
uid_rep = [u for u in uids for _ in range(n)]
scores = torch.tensor([1.0, 0.0, 1.0, 0.0, 0.0, 0.0])
grouped = scores.view(-1, n)
group_mean = grouped.mean(dim=1, keepdim=True)
group_std = grouped.std(dim=1, keepdim=True)
adv = ((grouped - group_mean) / (group_std + 1e-6)).view(-1)
all_same = (group_std.squeeze(-1) == 0).tolist()
rep_counts = torch.repeat_interleave(torch.tensor([10, 20, 30]), torch.tensor([1, 0, 2]))
rep_scalar = torch.repeat_interleave(torch.tensor(2), 3)
rep_flat = torch.tensor([[1, 2], [3, 4]]).repeat_interleave(2)
uid_obj = uuid.UUID(int=5)
uid_str = str(uid_obj)
r = repr(adv)
