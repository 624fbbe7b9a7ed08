# torch.testing.assert_close as verl's tests use it: equal tensors pass; unequal values raise
# AssertionError whose first line is "Tensor-likes are not equal!", a shape mismatch one that
# names both shapes.
import torch

torch.testing.assert_close(torch.full((1, 3), 42, dtype=torch.long), torch.full((1, 3), 42, dtype=torch.long))
passed = True
try:
    torch.testing.assert_close(torch.zeros((1, 3), dtype=torch.long), torch.full((1, 3), 42, dtype=torch.long))
except AssertionError as exc:
    values = str(exc).split("\n")[0]
try:
    torch.testing.assert_close(torch.zeros((3,), dtype=torch.long), torch.zeros((1, 3), dtype=torch.long))
except AssertionError as exc:
    shapes = str(exc).split("\n")[0]
