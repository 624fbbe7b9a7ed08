# Reward-model scores aligned to response tokens: new_zeros, slice assignment, negative indexing.
import torch

responses = torch.tensor([[4, 5, 6, 0], [7, 8, 0, 0]])
response_mask = (responses != 0).long()
reward_score = [1.0, -0.5]
rm_scores = torch.zeros_like(response_mask, dtype=torch.float32)
rm_scores[:, -1] = torch.tensor(reward_score)
last = response_mask.sum(-1) - 1
aligned = responses.new_zeros(responses.shape, dtype=torch.float32)
aligned[torch.arange(2), last] = torch.tensor(reward_score)
routed = torch.tensor([[1, 2], [3, 4], [5, 6]], dtype=torch.int16)
total_length = 5
padded = routed.new_zeros((total_length, *routed.shape[1:]))
n = min(routed.size(0), total_length)
padded[:n] = routed[:n]
dtype = str(padded.dtype)
full = torch.full((2, 3), -1, dtype=torch.long)
full_f = torch.full((2,), 0.5)
ones_like = torch.ones_like(rm_scores, dtype=torch.bool)
