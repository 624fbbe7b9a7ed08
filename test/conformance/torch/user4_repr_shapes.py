import torch

reps = [
    repr(torch.tensor(3)),
    repr(torch.tensor(3.5)),
    repr(torch.tensor([])),
    repr(torch.zeros(0, 3)),
    repr(torch.zeros(2, 0)),
    repr(torch.ones(2, 2, 2)),
    repr(torch.arange(1000)),
    repr(torch.arange(30).reshape(10, 3).float() / 7),
    repr(torch.tensor([1e-5, 1.0])),
    repr(torch.tensor([1e10, 1.0])),
    repr(torch.tensor([123456.789, 0.001])),
    repr(torch.tensor([float("inf"), float("-inf"), float("nan"), 1.0])),
    repr(torch.tensor([-0.0, 0.0])),
    repr(torch.tensor([1.5, 2.0], dtype=torch.float64)),
    repr(torch.tensor([True, False])),
    repr(torch.tensor([[1, -200], [30000, 4]])),
    repr(torch.tensor(2, dtype=torch.int16)),
    repr(torch.tensor([0.1, 0.2], dtype=torch.float16)),
    repr(torch.arange(200).reshape(4, 50)),
]
