# Prompt truncation policies (left, right, middle, error) over token ids, then left padding to a length.
import torch


def truncate(ids: list[int], max_len: int, side: str) -> list[int]:
    if len(ids) <= max_len:
        return ids
    if side == "left":
        return ids[-max_len:]
    if side == "right":
        return ids[:max_len]
    if side == "middle":
        left = max_len // 2
        right = max_len - left
        return ids[:left] + ids[-right:]
    raise NotImplementedError(f"Prompt length {len(ids)} is longer than {max_len}.")


prompts = [list(range(1, 8)), [9, 9], list(range(20, 25))]
max_len = 4
results = {}
for side in ("left", "right", "middle"):
    rows = [truncate(p, max_len, side) for p in prompts]
    padded = torch.full((len(rows), max_len), 0, dtype=torch.long)
    for i, row in enumerate(rows):
        if row:
            padded[i, max_len - len(row):] = torch.tensor(row)
    results[side] = padded
try:
    truncate(prompts[0], max_len, "error")
except NotImplementedError as e:
    err = str(e)
mask = (results["middle"] != 0).long()
