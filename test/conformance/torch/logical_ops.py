# Logical and bitwise operators on masks and integer flags.
import torch

a = torch.tensor([True, True, False, False])
b = torch.tensor([True, False, True, False])
land = torch.logical_and(a, b)
lor = torch.logical_or(a, b)
lxor = torch.logical_xor(a, b)
lnot = torch.logical_not(torch.tensor([0, 1, 2]))
flags = torch.tensor([1, 2, 3, 4])
bit_and = flags & 3
bit_or = flags | 8
bit_xor = flags ^ 1
bit_not = ~flags
shifted = flags << 2
mask_and_true = a & True
where_any = torch.any(b)
nonzero_any = torch.tensor([0, 0, 3]).any()
