# Positions and schedules: arange, linspace and eye.
import torch

positions = torch.arange(6)
steps = torch.arange(2, 11, 3)
down = torch.arange(10, 0, -3)
fractions = torch.arange(0, 1, 0.25)
float_end = torch.arange(4.0)
as_float = torch.arange(1, 4, dtype=torch.float32)
warmup = torch.linspace(0, 1, 5)
lr = torch.linspace(1e-3, 1e-4, 4)
ident = torch.eye(3)
rect = torch.eye(2, 3, dtype=torch.long)
tenths = torch.arange(0, 1, 0.1)
tenths_repr = repr(tenths)
