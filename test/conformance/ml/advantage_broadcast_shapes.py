# Broadcasting sequence-level advantages over tokens: unsqueeze/None/expand/repeat and masks.
import torch

seq_adv = torch.tensor([0.5, -1.0, 2.0])
mask = torch.tensor([[1, 1, 0, 0], [1, 1, 1, 1], [1, 0, 0, 0]])
a1 = seq_adv.unsqueeze(-1) * mask
a2 = seq_adv[:, None] * mask
a3 = seq_adv.view(-1, 1).expand(-1, 4) * mask
a4 = seq_adv.unsqueeze(1).repeat(1, 4) * mask
same = all(torch.equal(a1, x) for x in (a2, a3, a4))
dt = str(a1.dtype)
tokens = mask.sum()
token_mean = (a1.sum() / tokens).item()
per_token = a1[mask.bool()]
try:
    seq_adv * mask
except RuntimeError as e:
    err = str(e)
col = seq_adv.reshape(3, 1)
outer = col @ torch.ones(1, 4)
eq = torch.equal(outer * mask, a1)
bmask = mask.bool()
where = torch.where(bmask, seq_adv[:, None], torch.tensor(float("nan")))
nan_count = int(torch.isnan(where).sum())
