# max/min: a value over everything, or (values, indices) along a dim — a named tuple.
import torch

logits = torch.tensor([[0.2, 1.7, -0.3], [2.5, 0.1, 2.5]])
best = logits.max()
worst = logits.min()
by_row = logits.max(dim=1)
values, indices = by_row
values_attr = by_row.values
indices_attr = by_row.indices
first_index = by_row[1]
is_tuple = isinstance(by_row, tuple)
col_min = torch.min(logits, 0)
col_min_keep = logits.min(dim=0, keepdim=True)
elementwise = torch.max(logits, torch.zeros(2, 3))
maximum = torch.maximum(logits, torch.tensor([1.0, 1.0, 1.0]))
by_row_repr = repr(by_row)
ints = torch.tensor([3, 9, 9, 1]).max(dim=0)
