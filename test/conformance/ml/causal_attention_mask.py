# A 4-D attention mask: causal (tril) combined with padding, filled with the dtype's minimum.
import torch

attention_mask = torch.tensor([[1, 1, 1, 0], [0, 1, 1, 1]])
bsz, seq = attention_mask.shape
causal = torch.tril(torch.ones(seq, seq, dtype=torch.bool))
pad = attention_mask[:, None, None, :].bool()
combined = causal[None, None, :, :] & pad
dtype = torch.float32
min_value = torch.finfo(dtype).min
additive = torch.zeros(combined.shape, dtype=dtype).masked_fill(~combined, min_value)
shape = tuple(additive.shape)
allowed_per_query = combined.sum(dim=-1).squeeze(1)
first_row = additive[0, 0, 0].tolist()
min_str = repr(min_value)
tri = torch.triu(torch.ones(3, 3), diagonal=1)
