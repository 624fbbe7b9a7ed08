import torch

x = torch.arange(6)
r = [
    repr(x.view(2, 3)), repr(x.reshape(3, -1)), repr(x.view(2, 3).T), repr(x.view(2, 3).transpose(0, 1).contiguous()),
    repr(x.unsqueeze(0)), repr(x.view(1, 6, 1).squeeze()), repr(x.view(2, 3).flatten()), repr(x.view(2, 3).permute(1, 0)),
    repr(x.flip(0)), repr(x.view(2, 3).sum(0)), repr(x.view(2, 3).max(dim=1)), repr(x.view(2,3).argmax(dim=1)),
    repr(x.repeat(2)), repr(x[:2].expand(3, 2)), repr(x.chunk(4)), repr(x.split(4)), repr(x.view(2, 3).size(1)), repr(x.shape),
]
try:
    x.view(4, 2)
except RuntimeError as e:
    msg = str(e)
