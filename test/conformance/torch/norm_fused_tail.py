# Rows normalised to unit length: their norms come out 1.0 or 1 - 2**-24 depending on whether torch's
# AVX2 kernel fused the tail's multiply-adds; the explainer does not always fuse where torch does.
import torch

vals = [((i * 37) % 17 - 8) / 7 for i in range(60)]
m = torch.tensor(vals).view(6, 10)
normalized = m / m.norm(dim=-1, keepdim=True).clamp(min=1e-12)
unit_rows = normalized.norm(dim=-1).tolist()
