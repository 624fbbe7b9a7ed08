# Prompt truncation strategies (left, right, middle, error) on token ids, with tensors and masks.
import torch


def truncate(ids, max_len, strategy):
    if len(ids) <= max_len:
        return ids
    if strategy == "left":
        return ids[-max_len:]
    if strategy == "right":
        return ids[:max_len]
    if strategy == "middle":
        left = max_len // 2
        right = max_len - left
        return ids[:left] + ids[-right:]
    raise ValueError(f"prompt length {len(ids)} is longer than {max_len}")


prompts = [list(range(1, 8)), [9, 9], list(range(20, 26))]
out = {}
for strategy in ["left", "right", "middle"]:
    rows = [truncate(p, 4, strategy) for p in prompts]
    L = max(len(r) for r in rows)
    t = torch.tensor([[0] * (L - len(r)) + r for r in rows])
    out[strategy] = (t.tolist(), (t != 0).sum(1).tolist())
try:
    truncate(prompts[0], 4, "error")
except ValueError as e:
    err = str(e)
ids = torch.tensor(prompts[0])
kept_left = ids[-4:]
kept_right = ids.narrow(0, 0, 4)
middle = torch.cat([ids[:2], ids[-2:]])
