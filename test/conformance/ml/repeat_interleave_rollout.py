# rollout.n: each prompt repeated n times (interleaved) and uids repeated the same way.
import torch

n = 3
input_ids = torch.tensor([[1, 2, 3], [4, 5, 6]])
uids = ["p0", "p1"]
rep = input_ids.repeat_interleave(n, dim=0)
rep_tiled = input_ids.repeat(n, 1)
uid_rep = [u for u in uids for _ in range(n)]
group = torch.arange(len(uids)).repeat_interleave(n)
counts = torch.tensor([1, 2])
uneven = input_ids.repeat_interleave(counts, dim=0)
flat_rep = torch.tensor([7, 8]).repeat_interleave(2)
scores = torch.tensor([1.0, 0.0, 1.0, 0.0, 0.0, 0.0])
acc_per_prompt = scores.view(len(uids), n).mean(dim=1)
solve_all = (scores.view(-1, n) == 1).all(dim=-1)
solve_none = (scores.view(-1, n) == 0).all(dim=-1)
keep = ~(solve_all | solve_none)
kept_uids = [u for u, k in zip(uids, keep.tolist()) if k]
