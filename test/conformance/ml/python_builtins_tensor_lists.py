# Python builtins over tensors and lists of tensors: sum, max, sorted, zip, map, unpacking, any/all.
import json
import math

import torch

scores = [torch.tensor(0.5), torch.tensor(-1.0), torch.tensor(2.25)]
total = sum(scores)
total_dt = str(total.dtype)
best = max(scores)
ranked = [t.item() for t in sorted(scores, key=lambda t: t.item(), reverse=True)]
row = torch.tensor([3, 1, 2])
a, b, c = row
unpacked = [int(a), int(b), int(c)]
as_list = list(row)
elem_type = type(as_list[0]).__name__
floats = list(map(float, torch.tensor([0.5, 1.5])))
pairs = [(int(i), float(v)) for i, v in zip(torch.arange(3), torch.tensor([0.1, 0.2, 0.3]))]
mask = torch.tensor([True, False, True])
any_py = any(mask)
all_py = all(mask)
enum_rows = [(i, r.tolist()) for i, r in enumerate(torch.arange(6).view(3, 2))]
neg = (-row).tolist()
absval = abs(torch.tensor([-1.5, 2.0])).tolist()
sqrt = (torch.tensor([4.0, 9.0]) ** 0.5).tolist()
js = json.dumps({"ids": row.tolist(), "score": round(total.item(), 3)})
close = math.isclose(total.item(), 1.75)
count = sum(1 for t in scores if t > 0)
min_idx = min(range(3), key=lambda i: scores[i].item())
nested = torch.tensor([[1, 2], [3, 4]]).tolist()
flat = [x for r in nested for x in r]
stacked = torch.stack(scores)
maxpos = int(torch.argmax(stacked))
try:
    torch.tensor(scores + [torch.tensor([1.0, 2.0])])
except (ValueError, TypeError, RuntimeError) as e:
    err = (type(e).__name__, str(e))
