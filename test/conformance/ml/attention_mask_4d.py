# Build a 4-D additive attention mask from padding and causality with finfo.min, as model code does.
import torch

attention_mask = torch.tensor([[0, 1, 1, 1], [1, 1, 1, 0]])
bsz, seq = attention_mask.shape
dtype = torch.float32
min_value = torch.finfo(dtype).min
causal = torch.full((seq, seq), min_value, dtype=dtype)
causal = torch.triu(causal, diagonal=1)
expanded = attention_mask[:, None, None, :].expand(bsz, 1, seq, seq).to(dtype)
inverted = 1.0 - expanded
padding = inverted.masked_fill(inverted.to(torch.bool), min_value)
combined = causal[None, None, :, :] + padding
clamped = combined.clamp(min=min_value)
is_masked = clamped == min_value
allowed = (~is_masked).sum(-1).squeeze(1)
finfo = torch.finfo(torch.float16)
info = [finfo.max, finfo.eps, finfo.tiny, torch.finfo(torch.bfloat16).eps, torch.iinfo(torch.int32).max, torch.iinfo(torch.int64).min]
bool_causal = torch.ones(seq, seq, dtype=torch.bool).tril()
sdpa_mask = bool_causal[None, :, :] & attention_mask[:, None, :].bool()
r = repr(causal)
