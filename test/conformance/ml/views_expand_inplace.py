# expand/broadcast_to give views sharing memory; writing through them is refused; repeat copies.
import torch

base = torch.tensor([[1.0], [2.0]])
ex = base.expand(2, 3)
shares = ex.data_ptr() == base.data_ptr()
strides = ex.stride()
rep = base.repeat(1, 3)
rep_shares = rep.data_ptr() == base.data_ptr()
base[0, 0] = 10.0
seen_in_expand = ex[0].tolist()
seen_in_repeat = rep[0].tolist()
try:
    ex.add_(1)
except RuntimeError as e:
    inplace_err = str(e)
contig = ex.contiguous()
contig.add_(1)
after = base.tolist()
bt = torch.broadcast_to(torch.tensor([1, 2, 3]), (2, 3))
mask = torch.tensor([True, False, True]).expand(2, 3)
masked_sum = bt[mask].sum().item()
unsq = base.squeeze(1).unsqueeze(0)
unsq_shares = unsq.data_ptr() == base.data_ptr()
t = torch.arange(6).view(2, 3)
tt = t.t()
tt[0, 1] = 100
t_after = t.tolist()
is_contig = [t.is_contiguous(), tt.is_contiguous(), tt.contiguous().is_contiguous()]
