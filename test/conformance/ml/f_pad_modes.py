# F.pad as padding code uses it: left/right token padding, 2-D pads, value, negative crops, dtypes kept.
import torch
import torch.nn.functional as F

ids = torch.tensor([[5, 6, 7], [8, 9, 0]])
right = F.pad(ids, (0, 2), value=0)
left = F.pad(ids, (2, 0), value=-1)
both = F.pad(ids, (1, 1, 1, 0), value=3)
crop = F.pad(ids, (-1, 0))
mask = F.pad(torch.ones(2, 3, dtype=torch.bool), (0, 2), value=False)
logp = F.pad(torch.tensor([[-0.5, -1.0]]), (0, 3), value=0.0)
to_len = 6
padded = [F.pad(t, (0, to_len - t.shape[-1]), value=0) for t in [torch.arange(2), torch.arange(5), torch.arange(6)]]
batch = torch.stack(padded)
dts = [str(x.dtype) for x in (right, mask, logp)]
constant = F.pad(torch.ones(1, 2), (1, 1), mode="constant", value=0.5)
try:
    F.pad(ids, (0, 1), mode="reflect")
except Exception as e:
    refl = type(e).__name__
r = repr(both)
