# clone() keeps a dense tensor's strides (preserve_format): a transposed clone still refuses .view.
import torch

x = torch.arange(6.0).view(2, 3)
out = []
for t in [x.T, x[:, ::2], x.unsqueeze(0).expand(2, 2, 3), torch.arange(24).view(2, 3, 4).permute(2, 0, 1), x[0:1].T, x[:, 1:]]:
    c = t.clone()
    out.append((c.stride(), c.is_contiguous(), c.data_ptr() != t.data_ptr()))
    try:
        c.view(-1)
        out.append("view ok")
    except RuntimeError as e:
        out.append(str(e))
ct = x.T.clone()
ct[0, 1] = 100.0
x_after = x.tolist()
flat = ct.reshape(-1).tolist()
contig = x.T.contiguous().stride()
