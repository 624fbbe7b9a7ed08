# Comparing tensors for tests: equal, allclose after sorting, and elementwise checks.
import torch

expected = torch.tensor([3, 1, 2])
got = torch.tensor([1, 2, 3])
same_set = torch.equal(expected.sort().values, got)
exact = torch.equal(expected, got)
elementwise = (expected == got).tolist()
all_close = torch.allclose(torch.tensor([0.1, 0.2]) * 3, torch.tensor([0.3, 0.6]))
count_equal = int((expected == got).sum())
