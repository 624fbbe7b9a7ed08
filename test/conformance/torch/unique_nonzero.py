# unique ids with counts and inverse; nonzero positions of a mask.
import torch

ids = torch.tensor([3, 1, 3, 2, 1, 3])
uniq = torch.unique(ids)
uniq_counts = torch.unique(ids, return_counts=True)
uniq_inverse = ids.unique(return_inverse=True)
mask = torch.tensor([[0, 1, 0], [1, 0, 1]])
coords = mask.nonzero()
as_tuple = torch.nonzero(mask, as_tuple=True)
eos_positions = (torch.tensor([5, 2, 9, 2]) == 2).nonzero(as_tuple=True)[0]
first_eos = int(eos_positions[0])
bins = torch.tensor([0, 2, 2, 3]).bincount()
