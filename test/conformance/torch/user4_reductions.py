import torch

x = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.5]])
r = [repr(x.sum()), repr(x.sum(dim=1)), repr(x.mean(dim=0, keepdim=True)), repr(x.max()), repr(x.min(dim=0)), repr(x.std()), repr(x.var(dim=1)), repr(x.prod()), repr(x.cumsum(dim=1)), repr(x.argmin()), repr(x.norm()), repr(x.abs().sqrt()), repr(x.exp().log()), repr(torch.softmax(x, dim=-1)), repr(x.topk(2, dim=1)), repr(x.sort(descending=True)), repr(x.round()), repr(x.clamp(2, 5)), repr(torch.log_softmax(x, dim=1))]
i = torch.tensor([3, 1, 2])
ri = [repr(i.sum()), repr(i.float().mean()), repr(i.max()), repr(torch.unique(torch.tensor([3, 1, 3, 2]))), repr(i.sort()), repr(i.argsort())]
try:
    i.mean()
except RuntimeError as e:
    msg = str(e)
