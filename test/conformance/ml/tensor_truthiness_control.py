# Tensors in control flow: if/while on one-element tensors, comparisons of lists of tensors, `in`.
import torch

loss = torch.tensor(0.75)
steps = 0
while loss > 0.1:
    loss = loss * 0.5
    steps += 1
final = loss.item()
flag = torch.tensor([True])
branch = "yes" if flag else "no"
zero = "truthy" if torch.tensor(0.0) else "falsy"
items = [torch.tensor(1), torch.tensor(2)]
contains = torch.tensor(2) in items
same_list = items == [torch.tensor(1), torch.tensor(2)]
t = torch.tensor([1, 2, 3])
has_two = 2 in t
has_nine = 9 in t
n = int(t.sum())
looped = [i * 2 for i in range(t[0].item(), t[-1].item() + 1)]
errors = []
for fn in [lambda: bool(t), lambda: [torch.tensor([1, 2])] == [torch.tensor([1, 2])], lambda: {t: 1}[torch.tensor([1, 2, 3])], lambda: max(t, torch.tensor([0, 5, 0]))]:
    try:
        fn()
        errors.append("ok")
    except Exception as e:
        errors.append((type(e).__name__, str(e)))
empty_mean = torch.tensor([]).mean().item()
empty_sum = torch.tensor([]).sum().item()
try:
    torch.tensor([]).max()
except RuntimeError as e:
    empty_max = str(e)
