# Buffers for a batch: zeros, ones, full and their _like forms keep or override the dtype.
import torch

batch_size, max_len = 2, 4
attention_mask = torch.zeros(batch_size, max_len, dtype=torch.long)
scores = torch.zeros((batch_size,))
ones = torch.ones([2, 3])
pad_fill = torch.full((batch_size, max_len), 0)
neg_inf = torch.full((2,), float("-inf"))
bool_fill = torch.full((2, 2), True)
rm_scores = torch.zeros_like(attention_mask, dtype=torch.float32)
ones_like = torch.ones_like(rm_scores)
full_like = torch.full_like(attention_mask, 7)
empty_shape = tuple(torch.empty(3, 2).shape)
new_zeros = attention_mask.new_zeros(3)
new_full = rm_scores.new_full((2,), -1.0)
new_tensor = attention_mask.new_tensor([5, 6])
