# Packing sequences into fixed token budgets (first-fit decreasing) and building packed position ids.
import torch

seqlens = [5, 3, 7, 2, 4, 1]
budget = 8
order = sorted(range(len(seqlens)), key=lambda i: -seqlens[i])
bins = []
for i in order:
    for b in bins:
        if b["used"] + seqlens[i] <= budget:
            b["items"].append(i)
            b["used"] += seqlens[i]
            break
    else:
        bins.append({"items": [i], "used": seqlens[i]})
packed = [b["items"] for b in bins]
used = [b["used"] for b in bins]
lens = torch.tensor([seqlens[i] for i in packed[0]])
position_ids = torch.cat([torch.arange(n) for n in lens.tolist()])
seq_ids = torch.repeat_interleave(torch.arange(len(lens)), lens)
starts = torch.cumsum(lens, 0) - lens
pos_via_cumsum = torch.arange(int(lens.sum())) - starts[seq_ids]
same = torch.equal(position_ids, pos_via_cumsum)
block = seq_ids[:, None] == seq_ids[None, :]
causal_block = block & torch.ones_like(block).tril()
util = sum(used) / (budget * len(bins))
