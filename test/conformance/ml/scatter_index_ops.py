# scatter_, scatter_add_, index_add_, index_select, index_fill_, masked_scatter in reward/token bookkeeping.
import torch

resp_len = torch.tensor([3, 1, 4])
scores = torch.tensor([1.0, -0.5, 2.0])
token_rewards = torch.zeros(3, 5)
token_rewards[torch.arange(3), resp_len - 1] = scores
via_scatter = torch.zeros(3, 5).scatter_(1, (resp_len - 1).unsqueeze(1), scores.unsqueeze(1))
same = torch.equal(token_rewards, via_scatter)
counts = torch.zeros(6, dtype=torch.long).scatter_add_(0, torch.tensor([1, 1, 5, 0, 1]), torch.ones(5, dtype=torch.long))
acc = torch.zeros(2, 3).index_add_(0, torch.tensor([0, 1, 0]), torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]))
picked = torch.index_select(acc, 1, torch.tensor([2, 0]))
filled = torch.zeros(2, 4).index_fill_(1, torch.tensor([0, 3]), -1.0)
src = torch.tensor([10.0, 20.0, 30.0])
mask = torch.tensor([[True, False], [False, True], [True, False]])
ms = torch.zeros(3, 2).masked_scatter_(mask, src)
sel = torch.masked_select(torch.arange(6).view(3, 2), mask)
reduce_max = torch.zeros(3).scatter_reduce(0, torch.tensor([0, 0, 2]), torch.tensor([5.0, 7.0, 1.0]), reduce="amax")
one_hot = torch.zeros(3, 4).scatter(1, torch.tensor([[0], [3], [1]]), 1.0)
try:
    torch.zeros(3, 5).scatter_(1, torch.tensor([[5]]), 1.0)
except RuntimeError as e:
    err = str(e)
