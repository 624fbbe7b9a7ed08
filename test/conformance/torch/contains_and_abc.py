# `in` on tensors compares every element (Tensor.__contains__), and tensors count as collections.
from collections.abc import Collection, Hashable, Iterable, Sized

import torch

t = torch.tensor([[1, 2], [3, 4]])
found = [2 in t, 5 in t, torch.tensor(3) in t, 1.5 in t, True in t, torch.tensor([1, 2]) in t, 4.0 in t.float()]
errors = []
for element in ("a", [1], None, (1,)):
    try:
        element in t
    except RuntimeError as e:
        errors.append(str(e))
abcs = [isinstance(t, Iterable), isinstance(t, Sized), isinstance(t, Collection), isinstance(t, Hashable)]
rows = [r.tolist() for r in iter(t)]
try:
    iter(torch.tensor(5))
except TypeError as e:
    zero_d = str(e)
