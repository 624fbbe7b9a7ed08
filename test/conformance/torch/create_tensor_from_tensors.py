# torch.tensor over a list of 0-d tensors (e.g. per-sample scores) and as_tensor's sharing.
import torch

scores = [torch.tensor(0.5), torch.tensor(1.0), torch.tensor(-0.25)]
stacked = torch.tensor(scores)
mixed = torch.tensor([torch.tensor(1), 2, torch.tensor(3)])
as_double = torch.tensor([torch.tensor(1.5, dtype=torch.float64), 2.5])
existing = torch.tensor([1, 2, 3])
shared = torch.as_tensor(existing)
is_same = shared is existing
converted = torch.as_tensor(existing, dtype=torch.float32)
copied = torch.tensor(existing.tolist())
from_list_of_lists = torch.as_tensor([[1, 2], [3, 4]])
