import torch

vals = [
    torch.tensor(0.1).item(),
    torch.tensor([0.1, 0.2]).tolist(),
    torch.tensor(0.1, dtype=torch.float64).item(),
    torch.tensor(1 / 3).item(),
    torch.tensor([1.0, 2.0], dtype=torch.float16).tolist(),
    torch.tensor(3).item(),
    type(torch.tensor(3).item()).__name__,
    type(torch.tensor(True).item()).__name__,
    torch.tensor([[1, 2], [3, 4]]).tolist(),
    torch.tensor([]).tolist(),
    torch.tensor(2.5).tolist(),
    torch.tensor([1e-45]).item(),
    torch.tensor(16777217.0).item(),
    torch.tensor([0.7], dtype=torch.bfloat16).item(),
    (torch.tensor([1.0, 2.0, 3.0]).mean()).item(),
    torch.tensor([0.1, 0.2, 0.3]).sum().item(),
    torch.tensor([0.1, 0.2, 0.3], dtype=torch.float64).sum().item(),
]
