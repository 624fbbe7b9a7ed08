# pad_sequence (batch_first and not, padding_value, padding_side) over ragged token id tensors.
import torch
from torch.nn.utils.rnn import pad_sequence

seqs = [torch.tensor([1, 2, 3]), torch.tensor([4]), torch.tensor([5, 6])]
right = pad_sequence(seqs, batch_first=True, padding_value=0)
time_major = pad_sequence(seqs)
minus = pad_sequence(seqs, batch_first=True, padding_value=-100)
left = pad_sequence(seqs, batch_first=True, padding_value=0, padding_side="left")
floats = pad_sequence([torch.tensor([0.5, 0.25]), torch.tensor([1.0])], batch_first=True, padding_value=float("nan"))
nan_mask = torch.isnan(floats)
lengths = torch.tensor([len(s) for s in seqs])
mask = torch.arange(right.shape[1])[None, :] < lengths[:, None]
masked_ids = right.masked_fill(~mask, -1)
shapes = [tuple(x.shape) for x in (right, time_major, left)]
r = repr(left)
rf = repr(floats)
