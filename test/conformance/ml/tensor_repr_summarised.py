# Large tensors print summarised (more than 1000 elements), as logs of a batch show them.
import torch

long_ids = torch.arange(2000)
r1 = repr(long_ids)
grid = torch.arange(1200, dtype=torch.float32).reshape(40, 30) / 7
r2 = repr(grid)
mask = torch.ones(3, 500, dtype=torch.bool)
r3 = repr(mask)
cube = torch.arange(24 * 50).reshape(24, 50)
r4 = repr(cube)
wide = torch.linspace(0, 1, 25).reshape(1, 25)
r5 = repr(wide)
