import torch

errors = []
for data in [[[1, 2], [3]], [[1, 2], 3], ["a"], [None], None, {"a": 1}]:
    try:
        torch.tensor(data)
    except Exception as exc:
        errors.append(f"{type(exc).__name__}: {exc}")
try:
    torch.tensor([40000], dtype=torch.int16)
except RuntimeError as exc:
    errors.append(str(exc))
try:
    torch.tensor([1, 2])[5]
except IndexError as exc:
    errors.append(str(exc))
