import torch
import torch.nn.functional as F
from torch.nn.utils.rnn import pad_sequence

seqs = [torch.tensor([1, 2, 3]), torch.tensor([4]), torch.tensor([5, 6])]
p = pad_sequence(seqs, batch_first=True, padding_value=0)
rp = repr(p)
p2 = repr(pad_sequence(seqs))
lens = torch.tensor([len(s) for s in seqs])
mask = torch.arange(p.size(1))[None, :] < lens[:, None]
rm = repr(mask)
maxlen = 5
padded = torch.stack([F.pad(s, (0, maxlen - len(s)), value=-1) for s in seqs])
rpad = repr(padded)
left = torch.stack([F.pad(s, (maxlen - len(s), 0), value=0) for s in seqs])
rleft = repr(left)
attn = (left != 0).long()
rattn = repr(attn)
pos = (attn.cumsum(-1) - 1).clamp(min=0)
rpos = repr(pos)
resp_mask = torch.tensor([1, 1, 0, 1])
rm2 = repr(F.pad(resp_mask, (2, 0), value=0))
