# Loss mask over a multi-turn conversation: only assistant turns are trained on.
import torch

turns = [("user", 3), ("assistant", 4), ("user", 2), ("assistant", 3)]
total = sum(n for _, n in turns)
loss_mask = torch.zeros(total, dtype=torch.long)
start = 0
spans = []
for role, n in turns:
    if role == "assistant":
        loss_mask[start:start + n] = 1
        spans.append((start, start + n))
    start += n
trained = int(loss_mask.sum())
first_trained = int(loss_mask.nonzero()[0])
boundaries = (loss_mask[1:] != loss_mask[:-1]).nonzero().flatten() + 1
