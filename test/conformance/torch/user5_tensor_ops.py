# verl-style tensor ops: reductions, masks, softmax, gather, pad, topk, dtypes, reprs and a broadcast error.
import torch
import torch.nn.functional as F
x = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
ids = torch.tensor([[3, 1, 0], [2, 2, 1]])
mask = ids > 1
a = [x.shape, x.dtype, x.sum(dim=-1), x.mean(0), x.max(dim=1), x.argmax(-1), x.softmax(-1), F.log_softmax(x, dim=-1), x.cumsum(1), x.T.contiguous().view(-1), x.masked_fill(mask, 0.0), torch.where(mask, x, torch.zeros_like(x)), x[mask], (x * mask).sum() / mask.sum(), x.to(torch.int64), ids.float().mean(), ids.unique(), torch.cat([x, x], 0).shape, torch.stack([x, x]).shape, x.unsqueeze(1).expand(2, 4, 3).shape, x.flatten(), x.clamp(min=2, max=5), x.new_zeros((2,)), torch.arange(6).reshape(2, 3), torch.full((2, 2), 7), torch.ones(2, dtype=torch.bool), x.gather(1, torch.tensor([[0], [2]])), F.pad(ids, (0, 2), value=-1), x.topk(2, dim=-1), x.std(), x.var(dim=0, unbiased=False), ids.sum(dtype=torch.float32), torch.nn.functional.one_hot(torch.tensor([0, 2]), 3), x.tolist(), ids.numel(), x.size(1), (ids == 2).nonzero(), torch.log(x).round(decimals=3), x.exp().sum(), x @ x.T, torch.einsum('ij,kj->ik', x, x)]
r = [repr(v) for v in a]
b = ids.dtype == torch.long, x.is_floating_point(), str(x.dtype), x.device.type, x.requires_grad
c = torch.tensor([1, 2, 3], dtype=torch.int32) / 2
d = torch.tensor([1, 2, 3]) // 2
e = torch.tensor([True, False]).sum()
f = torch.tensor([0.1, 0.2], dtype=torch.float16) + 1
g = torch.tensor([1.5, -2.5, 0.5]).round()
h = repr(torch.tensor([1e-8, 1.0, 1e8]))
i = repr(torch.tensor([[1, -2], [300, 4]]))
j = repr(torch.tensor([0.12345678, 2.0]))
k = repr(torch.tensor([], dtype=torch.float32).reshape(0, 3))
l = repr(torch.tensor(3.5)), torch.tensor(3.5).item(), torch.tensor([2]).item()
try:
    x.view(4)
except RuntimeError as err:
    m = str(err)
try:
    x + torch.ones(3, 2)
except RuntimeError as err:
    n = str(err)
try:
    torch.tensor([1, 2]).item()
except RuntimeError as err:
    o = str(err)
