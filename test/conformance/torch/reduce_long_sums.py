# Longer float sums: torch adds 8-lane vectors and cascades partial sums; the last bits show it.
import torch

values = torch.tensor([((i * 37) % 101) / 7.0 - 6.5 for i in range(50)])
total = values.sum()
mean = values.mean()
grid = values.reshape(5, 10)
rows = grid.sum(dim=1)
cols = grid.sum(dim=0)
cols_t = grid.t().sum(dim=1)
big = torch.tensor([((i * 53) % 97) / 9.0 for i in range(300)])
big_sum = big.sum()
big_blocks = big.reshape(3, 100).sum(dim=1)
big_cols = big.reshape(100, 3).sum(dim=0)
