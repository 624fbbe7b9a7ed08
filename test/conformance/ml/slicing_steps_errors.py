# Slicing tensors as token code does: negative indices, steps, None/Ellipsis, empty slices, errors.
import torch

ids = torch.arange(10)
views = {
    "last3": ids[-3:].tolist(),
    "drop_last": ids[:-1].tolist(),
    "step2": ids[::2].tolist(),
    "mid_step": ids[1:8:3].tolist(),
    "empty": ids[5:2].tolist(),
    "beyond": ids[8:100].tolist(),
}
grid = torch.arange(24).view(2, 3, 4)
shapes = {
    "ellipsis_last": list(grid[..., -1].shape),
    "none_mid": list(grid[:, None, 1].shape),
    "int_then_slice": list(grid[1, :, ::2].shape),
    "ellipsis_none": list(grid[..., None].shape),
    "bool_scalar": list(grid[True].shape),
}
strides = grid[:, ::2, 1:].stride()
offset = grid[1, 1:].storage_offset()
errors = []
for fn in [lambda: ids[::-1], lambda: ids[10], lambda: grid[0, 0, 0, 0], lambda: ids[1.5], lambda: grid[..., ..., 0]]:
    try:
        fn()
    except Exception as e:
        errors.append((type(e).__name__, str(e)))
flipped = ids.flip(0)[:3].tolist()
