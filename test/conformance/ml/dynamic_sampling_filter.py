# DAPO-style dynamic sampling: drop prompt groups whose rewards are all equal, keep a target batch size.
from collections import defaultdict

import torch

uids = ["a", "a", "a", "b", "b", "b", "c", "c", "c", "d", "d", "d"]
acc = torch.tensor([1, 1, 1, 0, 1, 0, 0, 0, 0, 1, 0, 0], dtype=torch.float32)
groups = defaultdict(list)
for uid, a in zip(uids, acc.tolist()):
    groups[uid].append(a)
std_per_uid = {uid: torch.tensor(v).std().item() for uid, v in groups.items()}
kept_uids = [uid for uid, std in std_per_uid.items() if std > 0]
kept_idx = [i for i, uid in enumerate(uids) if uid in kept_uids]
kept_acc = acc[kept_idx]
target = 1
num_prompt_in_batch = len(kept_uids)
enough = num_prompt_in_batch >= target
solve_rate = {uid: sum(v) / len(v) for uid, v in groups.items()}
order = sorted(solve_rate.items(), key=lambda kv: (-kv[1], kv[0]))
