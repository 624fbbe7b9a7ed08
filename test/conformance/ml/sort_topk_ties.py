# Ties in sort/argsort/topk/argmax/max(dim): which index wins, as ranking code depends on it.
import torch

scores = torch.tensor([0.5, 0.9, 0.5, 0.9, 0.1, 0.9])
am = scores.argmax().item()
amin = scores.argmin().item()
mx = scores.max(dim=0)
srt = scores.sort(descending=True)
srt_stable = scores.sort(descending=True, stable=True)
args_asc = scores.argsort()
tk = scores.topk(3)
tk_small = scores.topk(2, largest=False)
m = torch.tensor([[1, 3, 3], [2, 2, 1], [0, 0, 0]])
row_max = m.max(dim=1)
row_argmax = m.argmax(dim=1)
col_min = m.min(dim=0)
uniq = torch.unique(torch.tensor([3, 1, 3, 2, 1]))
uc = torch.unique_consecutive(torch.tensor([1, 1, 2, 2, 1, 3]), return_counts=True)
out = {
    "am": am,
    "amin": amin,
    "mx": (mx.values.item(), mx.indices.item()),
    "srt": srt.indices.tolist(),
    "srt_stable": srt_stable.indices.tolist(),
    "args_asc": args_asc.tolist(),
    "tk": tk.indices.tolist(),
    "tk_small": tk_small.indices.tolist(),
    "row_max": row_max.indices.tolist(),
    "row_argmax": row_argmax.tolist(),
    "col_min": col_min.indices.tolist(),
}
