# Moving left padding to the right, row by row and with a gather over rolled indices.
import torch

pad = 0
left = torch.tensor([[0, 0, 3, 4, 5], [0, 7, 8, 9, 1], [2, 3, 4, 5, 6]])
mask = (left != pad).long()
right = torch.zeros_like(left)
for i in range(left.size(0)):
    row = left[i][mask[i].bool()]
    right[i, : row.numel()] = row
n_pad = (mask == 0).sum(dim=1)
idx = (torch.arange(left.size(1)).unsqueeze(0) + n_pad.unsqueeze(1)) % left.size(1)
rolled = torch.gather(left, 1, idx)
same = torch.equal(rolled, right)
rolled_rows = [torch.roll(left[i], -int(n_pad[i])) for i in range(left.size(0))]
stacked = torch.stack(rolled_rows)
right_mask = (right != pad).int()
