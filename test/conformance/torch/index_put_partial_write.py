# An out-of-range index in an assignment: torch writes the elements before it, then raises.
import torch

results = []
for key in ([0, 5], [1, 2, -9, 0], [[0], [7]]):
    buf = torch.zeros(3, 4, dtype=torch.long)
    try:
        buf[torch.tensor(key)] = 9
    except IndexError as e:
        results.append((str(e), buf.tolist()))
buf = torch.zeros(3, 4)
try:
    buf[torch.tensor([0, 2, 3]), torch.tensor([1, 9, 0])] = torch.tensor([1.0, 2.0, 3.0])
except IndexError as e:
    results.append((str(e), buf.tolist()))
buf = torch.zeros(2, 3)
try:
    buf[:, torch.tensor([2, 4])] = 5.0
except IndexError as e:
    results.append((str(e), buf.tolist()))
buf = torch.zeros(2, 3)
try:
    buf[torch.tensor([1, 3])] = torch.tensor([1.0, 2.0])
except (IndexError, RuntimeError) as e:
    results.append((type(e).__name__, str(e), buf.tolist()))
