# The tensor factories and shape operations of verl's AgentLoopWorker._pad_token_ids and its
# caller: torch.full/torch.zeros with a (1, n) shape tuple, .dim(), .unsqueeze(0), torch.cat
# along dim=1, and an elementwise product of int64 masks.
import torch

ids = torch.full((1, 4), 42, dtype=torch.long)
mask = torch.zeros((1, 4), dtype=torch.long)
flat = torch.tensor([5, 6, 0])
dims = [ids.dim(), flat.dim()]
row = flat.unsqueeze(0)
joined = torch.cat([row, ids], dim=1)
product = torch.tensor([[1, 1, 0]]) * torch.tensor([[1, 0, 0]])
