import torch

a = torch.tensor([1.0, 2.0, 3.0])
b = torch.tensor([1.0, 2.00001, 3.1])
r = [
    torch.allclose(a, b), torch.allclose(a, b, atol=0.2), repr(torch.isclose(a, b)), torch.equal(a, a.clone()), torch.equal(a, b),
    repr(a == 2), repr(a != b), repr(a >= 2), repr(torch.eq(a, b)), repr(torch.maximum(a, b)), repr(torch.minimum(a, b)),
    repr(a.lt(2)), repr(a.ge(b)), repr(torch.isnan(torch.tensor([float("nan"), 1.0]))), repr(torch.isinf(torch.tensor([float("inf"), 1.0]))),
    (a == a).all().item(), bool((a > 0).all()), repr(torch.any(a > 2.5)), repr(torch.logical_and(a > 1, a < 3)), repr(torch.logical_not(a > 1)),
    repr(torch.logical_or(a > 2, a < 1.5)), repr(torch.tensor([1, 2]) == torch.tensor([1.0, 2.0])),
]
