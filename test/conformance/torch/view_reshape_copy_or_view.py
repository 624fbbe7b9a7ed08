# reshape is a view when the strides allow it, a copy otherwise (after a transpose).
import torch

x = torch.arange(6).reshape(2, 3)
as_view = x.reshape(3, 2)
as_view[0, 0] = 100
transposed = x.t()
copied = transposed.reshape(6)
copied[0] = -1
contiguous_t = transposed.contiguous()
contiguous_t[0, 0] = -2
x_after = x.tolist()
t_contig = transposed.is_contiguous()
c_contig = contiguous_t.is_contiguous()
strides = [x.stride(), transposed.stride(), contiguous_t.stride()]
