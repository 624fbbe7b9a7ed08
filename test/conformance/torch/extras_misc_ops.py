# diff, outer, index_fill/add/copy, unique_consecutive, std_mean, median, diagonal, trace, lerp.
import torch

steps = torch.tensor([3, 7, 8, 15])
gaps = torch.diff(steps)
table = torch.outer(torch.tensor([1, 2, 3]), torch.tensor([10, 20]))
filled = torch.zeros(4).index_fill_(0, torch.tensor([1, 3]), 2.5)
added = torch.zeros(3).index_add_(0, torch.tensor([0, 0, 2]), torch.tensor([1.0, 2.0, 5.0]))
copied = torch.zeros(2, 3, dtype=torch.long).index_copy_(1, torch.tensor([2]), torch.tensor([[7], [8]]))
runs = torch.unique_consecutive(torch.tensor([1, 1, 2, 2, 2, 1]), return_counts=True)
std, mean = torch.std_mean(torch.tensor([1.0, 2.0, 4.0, 8.0]))
median = torch.tensor([5.0, 1.0, 4.0, 2.0]).median()
diag = torch.arange(9).reshape(3, 3).diagonal()
trace = torch.arange(9).reshape(3, 3).trace()
ema = torch.tensor([1.0, 2.0]).lerp(torch.tensor([3.0, 6.0]), 0.25)
