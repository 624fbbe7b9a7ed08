# Truncating generations at the first EOS: argmax over a boolean, any() for rows without one.
import torch

eos = 2
pad = 0
responses = torch.tensor([[5, 6, 2, 7, 8], [9, 9, 9, 9, 9], [2, 3, 2, 4, 4], [4, 5, 6, 7, 2]])
is_eos = responses == eos
has_eos = is_eos.any(dim=1)
first_eos = is_eos.int().argmax(dim=1)
length = torch.where(has_eos, first_eos + 1, torch.full_like(first_eos, responses.size(1)))
positions = torch.arange(responses.size(1)).expand_as(responses)
valid = positions < length.unsqueeze(1)
truncated = responses.masked_fill(~valid, pad)
eos_mask = valid.to(torch.int64)
lengths = length.tolist()
after_eos_tokens = (responses * (~valid)).sum().item()
ended = [bool(h) for h in has_eos]
