# Shape gymnastics of attention heads: view, transpose, permute, reshape, contiguity, unflatten.
import torch

bsz, seq, heads, dim = 2, 3, 2, 2
hidden = torch.arange(bsz * seq * heads * dim, dtype=torch.float32).view(bsz, seq, heads * dim)
q = hidden.view(bsz, seq, heads, dim).transpose(1, 2)
q_contig = q.is_contiguous()
try:
    q.view(bsz, heads, seq * dim)
except RuntimeError as e:
    view_err = str(e)
merged = q.transpose(1, 2).reshape(bsz, seq, heads * dim)
same = torch.equal(merged, hidden)
merged_is_view = merged.data_ptr() == hidden.data_ptr()
perm = hidden.permute(2, 0, 1)
perm_shape = tuple(perm.shape)
perm_strides = perm.stride()
scores = q @ q.transpose(-1, -2)
scores_shape = tuple(scores.shape)
un = hidden.unflatten(-1, (heads, dim))
flat = un.flatten(start_dim=1)
sq = torch.zeros(1, 3, 1).squeeze()
sq_dim = torch.zeros(1, 3, 1).squeeze(-1).shape
ex = torch.tensor([1, 2]).unsqueeze(0).expand(3, -1)
ex_strides = ex.stride()
t_shape = hidden[0].T.shape
mT = hidden.mT.shape
