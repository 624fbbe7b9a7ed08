# tolist() gives nested Python lists; float32 values come back widened to double.
import torch

ids = torch.tensor([[1, 2], [3, 4]]).tolist()
probs = torch.tensor([0.1, 0.2]).tolist()
doubles = torch.tensor([0.1, 0.2], dtype=torch.float64).tolist()
flags = torch.tensor([True, False]).tolist()
scalar = torch.tensor(7).tolist()
empty = torch.tensor([]).tolist()
half = torch.tensor([0.1], dtype=torch.float16).tolist()
rows = [row.tolist() for row in torch.arange(4).reshape(2, 2)]
total = sum(torch.tensor([1, 2, 3]).tolist())
