# DAPO dynamic sampling: drop prompt groups whose rewards have zero std, keep the rest in order.
from collections import defaultdict

import torch

uids = ["p0", "p0", "p0", "p1", "p1", "p1", "p2", "p2", "p2"]
seq_rewards = torch.tensor([1.0, 0.0, 1.0, 1.0, 1.0, 1.0, 0.0, 0.0, 0.5])
prompt_uid2metric_vals = defaultdict(list)
for uid, metric_val in zip(uids, seq_rewards.tolist()):
    prompt_uid2metric_vals[uid].append(metric_val)
prompt_uid2metric_std = {}
for prompt_uid, metric_vals in prompt_uid2metric_vals.items():
    prompt_uid2metric_std[prompt_uid] = torch.tensor(metric_vals).std().item()
kept_prompt_uids = [uid for uid, std in prompt_uid2metric_std.items() if std > 0 or len(prompt_uid2metric_vals[uid]) == 1]
kept_traj_idxs = [idx for idx, uid in enumerate(uids) if uid in kept_prompt_uids]
kept = seq_rewards[kept_traj_idxs]
num_prompt_in_batch = len(kept_prompt_uids)
stds = {k: round(v, 6) for k, v in prompt_uid2metric_std.items()}
overlong_buffer_len, max_resp_len = 4, 10
valid_response_length = torch.tensor([3, 8, 10, 7, 6, 9, 10, 2, 5])
expected_len = max_resp_len - overlong_buffer_len
exceed_len = valid_response_length - expected_len
overlong_reward = torch.clamp(-exceed_len.float() / overlong_buffer_len * 1.0, max=0.0)
shaped = seq_rewards + overlong_reward
r = repr(shaped)
