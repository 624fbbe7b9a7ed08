import torch

out = []
for src in [[1, "a"], "a", ["a"], [[1], ["a"]], [None], None, [1, None], {1: 2}, [[1, 2], 3], [1, [2]], (1, "a"), [1.5, "a"], [True, "a"], [b"x"], [[1, 2], [3]], [[], []], [[1], []]]:
    try:
        t = torch.tensor(src)
        out.append(repr(t))
    except Exception as e:
        out.append(f"{type(e).__name__}: {e}")
for src in [[torch.tensor([1, 2]), torch.tensor([3, 4])], [torch.tensor(1), torch.tensor(2.5)], [[1, 2], [None]], [1, [None]], [[1], 2], [1.0, [2]], [True, [2]], [[1, 2], [3, "a"]], [torch.tensor([1, 2]), 3], [torch.tensor([1.5, 2.0])], [torch.tensor(True), 2], range(3), [range(2), range(2)]]:
    try:
        out.append(repr(torch.tensor(src)))
    except Exception as e:
        out.append(f"{type(e).__name__}: {e}")
for src in [[1, [2]], [[1], 2], [1, "a"], [None], [1.7, -2.2], [300]]:
    for d in [torch.float32, torch.int64, torch.bool, torch.uint8]:
        try:
            out.append(repr(torch.tensor(src, dtype=d)))
        except Exception as e:
            out.append(f"{type(e).__name__}: {e}")
