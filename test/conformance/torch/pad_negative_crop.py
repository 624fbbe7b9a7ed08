# F.pad with negative amounts crops; mixed pads crop one side and pad the other.
import torch
import torch.nn.functional as F

x = torch.arange(6).view(2, 3)
results = []
for p in [(-1, -2), (-1, 1), (1, -1, -1, 0), (-3, 0), (-2, -2), (0, -4, 1, 1), (-1, -1, 1, 1), (2, -1), (-3, 0, 1, 0)]:
    try:
        results.append((p, F.pad(x, p, value=-1).tolist()))
    except RuntimeError as e:
        results.append((p, str(e)))
crop = F.pad(x, (-1, 0))
crop_shares = crop.data_ptr() == x.data_ptr()
try:
    torch.arange(3).narrow(0, 1, -1)
except RuntimeError as e:
    narrow_err = str(e)
