import torch

ids = torch.tensor([[5, 6, 0, 0], [7, 8, 9, 0]])
mask = ids != 0
rm = repr(mask)
lens = mask.sum(dim=1)
rl = repr(lens)
am = mask.long()
ram = repr(am)
pos = torch.cumsum(am, dim=-1) - 1
rpos = repr(pos)
rpos2 = repr(pos.masked_fill(~mask, 0))
sel = repr(ids[mask])
w = torch.where(mask, ids, torch.full_like(ids, -100))
rw = repr(w)
anyall = (mask.any().item(), mask.all().item(), mask.all(dim=1).tolist())
nz = repr(mask.nonzero())
last = repr(lens - 1)
f = mask.float()
rf = repr(f)
rfm = repr(f.mean(dim=0))
