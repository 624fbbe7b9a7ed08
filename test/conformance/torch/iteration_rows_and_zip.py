# Walking a batch row by row with zip and enumerate, collecting Python values.
import torch

ids = torch.tensor([[5, 6, 0], [7, 0, 0]])
lengths = torch.tensor([2, 1])
decoded = []
for row, n in zip(ids, lengths):
    decoded.append(row[: int(n)].tolist())
totals = {i: int(row.sum()) for i, row in enumerate(ids)}
flat = [int(v) for v in ids.flatten() if v != 0]
maxes = [max(row.tolist()) for row in ids]
pairs = list(enumerate(lengths.tolist()))
