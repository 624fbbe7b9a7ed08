# Python builtins applied to tensors and lists of tensors: sum, max with key, sorted, zip, any/all, json.
import json

import torch

rewards = [torch.tensor(0.5), torch.tensor(1.5), torch.tensor(-1.0)]
total = sum(rewards)
total_type = type(total).__name__
best = max(rewards, key=lambda r: r.item())
ordered = sorted(torch.tensor([3, 1, 2]))
ordered_vals = [int(x) for x in ordered]
rows = torch.arange(6).view(3, 2)
pairs = [(a.tolist(), b) for a, b in zip(rows, "xyz")]
flags = [any(torch.tensor([0, 1])), all(torch.tensor([1, 1])), any(torch.tensor([0, 0]))]
stacked = torch.stack(rewards)
cat_empty = torch.cat([torch.tensor([]), torch.tensor([1.0, 2.0])])
splits = [t.tolist() for t in torch.arange(7).split([2, 5])]
chunks = [t.tolist() for t in torch.arange(7).chunk(3)]
nz_rows, nz_cols = torch.tensor([[0, 1], [1, 0]]).nonzero(as_tuple=True)
is_tensor = [isinstance(stacked, torch.Tensor), torch.is_tensor(3), torch.is_floating_point(stacked)]
on_cpu = stacked.to("cpu") is stacked
device = str(stacked.device)
payload = json.dumps({"rewards": stacked.tolist(), "mean": round(stacked.mean().item(), 4)})
text = f"loss={stacked.mean():.3f} n={len(stacked)}"
shown = str(torch.tensor([1, 2]))
minmax = (min(rows.flatten()).item(), max(rows.flatten().tolist()))
cropped = torch.nn.functional.pad(torch.arange(5), (-1, -2))


@torch.no_grad()
def greedy(logits):
    return logits.argmax(-1)


picked = greedy(torch.tensor([[0.1, 0.9], [0.8, 0.2]]))
