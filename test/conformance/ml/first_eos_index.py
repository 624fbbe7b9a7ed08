# Finding the first EOS per row with argmax on a bool/int mask, handling rows without EOS.
import torch

eos = 2
pad = 0
responses = torch.tensor([[5, 6, 2, 0, 0], [7, 2, 9, 2, 0], [8, 8, 8, 8, 8], [2, 0, 0, 0, 0]])
is_eos = responses == eos
first = is_eos.int().argmax(dim=-1)
has_eos = is_eos.any(dim=-1)
length = torch.where(has_eos, first + 1, torch.full_like(first, responses.shape[1]))
mask = torch.arange(responses.shape[1]).unsqueeze(0) < length.unsqueeze(1)
truncated = responses.masked_fill(~mask, pad)
first_bool = is_eos.float().argmax(-1)
last_true = (is_eos.long() * torch.arange(5)).max(-1).values
texts = [" ".join(str(t) for t in row[: int(n)].tolist()) for row, n in zip(responses, length)]
lens = length.tolist()
argmax_dtype = str(first.dtype)
try:
    is_eos.argmax(dim=-1)
except RuntimeError as e:
    err = str(e)
r = repr(truncated)
