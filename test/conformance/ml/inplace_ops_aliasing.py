# In-place arithmetic on views and through function arguments: which tensors see the change.
import torch


def normalize_(x: torch.Tensor) -> torch.Tensor:
    x.sub_(x.mean()).div_(x.std())
    return x


def normalize(x: torch.Tensor) -> torch.Tensor:
    x = x - x.mean()
    return x / x.std()


scores = torch.tensor([[1.0, 2.0, 3.0, 4.0], [2.0, 2.0, 4.0, 8.0]])
row0 = scores[0]
out_of_place = normalize(row0)
untouched = scores.tolist()
returned = normalize_(scores[1])
same_obj = returned is not scores[1]
changed = scores.tolist()
col = scores[:, 0]
col += 100
col_view_effect = scores[:, 0].tolist()
t = torch.arange(6.0)
t[::2] *= -1
evens = t.tolist()
u = torch.ones(3, dtype=torch.int64)
u.add_(torch.tensor([0.5, 1.5, 2.5]).long())
try:
    u.add_(torch.tensor([0.5, 1.5, 2.5]))
except RuntimeError as e:
    cast_err = str(e)
w = torch.zeros(2, 2)
w.fill_(3.5).mul_(2)
w.clamp_(max=5.0)
filled = w.tolist()
