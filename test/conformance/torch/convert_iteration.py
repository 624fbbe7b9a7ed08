# Iterating a tensor yields its rows (views); len() is the first dimension.
import torch

batch = torch.tensor([[1, 2], [3, 4], [5, 6]])
rows = [row for row in batch]
firsts = [int(row[0]) for row in batch]
lengths = [len(batch), len(batch[0])]
for i, row in enumerate(batch):
    row[1] = i * 10
after = batch.tolist()
values = [v.item() for v in torch.tensor([0.5, 1.5])]
unpacked_a, unpacked_b = torch.tensor([7, 8])
pairs = list(zip(torch.tensor([1, 2]).tolist(), ["a", "b"]))
contains = 3 in torch.tensor([1, 2, 3])
