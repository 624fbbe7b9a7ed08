# Placing sequence-level reward-model scores on the last valid response token, and reading them back.
import torch

response_mask = torch.tensor([[1, 1, 1, 0, 0], [1, 1, 1, 1, 1], [1, 0, 0, 0, 0], [0, 0, 0, 0, 0]])
scores = torch.tensor([0.75, -1.0, 0.25, 3.0])
valid_len = response_mask.sum(dim=-1)
last_idx = (valid_len - 1).clamp(min=0)
rm_scores = torch.zeros_like(response_mask, dtype=torch.float32)
rm_scores[torch.arange(rm_scores.size(0)), last_idx] = scores
rm_scores = rm_scores * (valid_len > 0).unsqueeze(-1)
seq_scores = rm_scores.sum(-1)
via_gather = rm_scores.gather(1, last_idx.unsqueeze(1)).squeeze(1)
eos_idx = torch.argmax(response_mask.cumsum(-1) * response_mask, dim=-1)
nonzero = rm_scores.nonzero()
nonzero_tuple = [t.tolist() for t in rm_scores.nonzero(as_tuple=True)]
where_idx = torch.where(rm_scores != 0)
where_list = [t.tolist() for t in where_idx]
argwhere = torch.argwhere(response_mask.sum(-1) > 2).flatten().tolist()
any_row = rm_scores.any(dim=-1)
all_row = response_mask.bool().all(dim=1)
r = repr(rm_scores)
