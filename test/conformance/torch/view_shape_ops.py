# squeeze/unsqueeze/transpose/permute/flatten/expand and their shapes.
import torch

x = torch.arange(24).reshape(2, 3, 4)
shapes = {
    "unsqueeze0": tuple(x.unsqueeze(0).shape),
    "unsqueeze_last": tuple(x.unsqueeze(-1).shape),
    "squeeze": tuple(x.unsqueeze(1).squeeze().shape),
    "squeeze_dim": tuple(torch.zeros(1, 3, 1).squeeze(0).shape),
    "transpose": tuple(x.transpose(0, 2).shape),
    "permute": tuple(x.permute(2, 0, 1).shape),
    "flatten": tuple(x.flatten().shape),
    "flatten_1": tuple(x.flatten(1).shape),
    "flatten_mid": tuple(x.flatten(0, 1).shape),
    "view": tuple(x.view(4, -1).shape),
    "T": tuple(x[0].T.shape),
    "mT": tuple(x.mT.shape),
    "expand": tuple(torch.tensor([[1], [2]]).expand(2, 5).shape),
    "expand_keep": tuple(torch.zeros(3, 1).expand(-1, 4).shape),
}
permuted = x.permute(2, 0, 1)[1]
unsqueezed = torch.tensor([1, 2]).unsqueeze(1)
expanded = torch.tensor([[1], [2]]).expand(2, 3)
expanded_strides = expanded.stride()
size_calls = [x.size(), x.size(1), x.size(-1), x.dim(), x.numel(), x.ndim, len(x)]
