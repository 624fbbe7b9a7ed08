# A Python float meets a float32 tensor in float32: 0.1 compares equal to the stored 0.1.
import torch

probs = torch.tensor([0.1, 0.2, 0.7])
is_tenth = probs == 0.1
above = probs > 0.2
doubles = torch.tensor([0.1], dtype=torch.float64) == 0.1
mixed = torch.tensor([0.1]) == torch.tensor([0.1], dtype=torch.float64)
total = probs.sum()
total_is_one = bool(total == 1.0)
close = torch.allclose(total, torch.tensor(1.0))
