# Equality checks as tests of agent-loop outputs write them: equal, allclose, isclose, ==, assert_close.
import torch

a = torch.tensor([1.0, 2.0, 3.0])
b = a + 1e-7
c = torch.tensor([1, 2, 3])
checks = {
    "equal_same": torch.equal(a, a.clone()),
    "equal_dtype": torch.equal(a, c),
    "equal_shape": torch.equal(a, a.view(3, 1)),
    "allclose": torch.allclose(a, b),
    "allclose_tight": torch.allclose(a, b, rtol=0, atol=1e-9),
    "isclose": torch.isclose(a, torch.tensor([1.0, 2.1, 3.0])).tolist(),
    "eq_all": (a == b).all().item(),
    "nan_equal": torch.equal(torch.tensor([float("nan")]), torch.tensor([float("nan")])),
    "nan_allclose": torch.allclose(torch.tensor([float("nan")]), torch.tensor([float("nan")]), equal_nan=True),
    "list_eq": a.tolist() == [1.0, 2.0, 3.0],
}
try:
    torch.allclose(a, c)
except RuntimeError as e:
    checks["allclose_dtype"] = str(e)
try:
    torch.testing.assert_close(a, torch.tensor([1.0, 2.5, 3.0]))
except AssertionError as e:
    checks["assert_close"] = str(e).splitlines()[0]
try:
    assert torch.equal(c, torch.tensor([1, 2, 4])), "token ids changed"
except AssertionError as e:
    checks["assert"] = str(e)
