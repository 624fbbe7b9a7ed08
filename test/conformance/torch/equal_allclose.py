# Comparing whole tensors: torch.equal (shape and values) and allclose/isclose (tolerances).
import torch

a = torch.tensor([1.0, 2.0, 3.0])
same = torch.equal(a, torch.tensor([1.0, 2.0, 3.0]))
int_vs_float = torch.equal(torch.tensor([1, 2, 3]), a)
different_shape = torch.equal(a, a[:2])
nan_equal = torch.equal(torch.tensor([float("nan")]), torch.tensor([float("nan")]))
close = torch.allclose(a, a + 1e-6)
not_close = torch.allclose(a, a + 1e-3)
loose = torch.allclose(a, a + 1e-3, atol=1e-2)
isclose = torch.isclose(a, torch.tensor([1.0, 2.1, 3.0]))
method = a.equal(a.clone())
eq_tensor = (a == a).all().item()
