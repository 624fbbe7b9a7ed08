# linspace as torch's kernel rounds it (both halves, fused multiply-add), float32 and float64, and ints.
import torch

spans = [(0, 1, 25), (-1, 1, 7), (0.1, 0.9, 33), (-3.7, 12.25, 10), (1e-3, 7, 64), (5, -5, 11), (0, 1, 1), (2, 2, 4)]
f32 = [torch.linspace(a, b, n).tolist() for a, b, n in spans]
f64 = [torch.linspace(a, b, n, dtype=torch.float64).tolist() for a, b, n in spans[:4]]
ints = torch.linspace(0, 10, 5, dtype=torch.long).tolist()
ints_neg = torch.linspace(-7, 7, 6, dtype=torch.int32).tolist()
empty = torch.linspace(0, 1, 0).tolist()
r = repr(torch.linspace(0, 1, 11))
