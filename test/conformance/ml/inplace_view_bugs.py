# Aliasing bugs PR reviews catch: in-place ops through views, expand + in-place, clone fixes.
import torch

logprobs = torch.tensor([[-0.5, -1.0, -1.5], [-2.0, -2.5, -3.0]])
first_col = logprobs[:, 0]
first_col -= 1.0
after_view_edit = logprobs.tolist()
row = logprobs[1]
row.zero_()
zeroed = logprobs.tolist()
safe = logprobs.clone()
safe[0].fill_(7.0)
unchanged = logprobs[0].tolist()
base = torch.zeros(3)
exp = base.unsqueeze(0).expand(2, 3)
try:
    exp.add_(1)
except RuntimeError as e:
    err = str(e).splitlines()[0]
t = torch.arange(6.0)
v = t.view(2, 3)
v.T[0] = -1
t_after = t.tolist()
d = {"x": torch.ones(2)}
alias = d["x"]
alias.mul_(5)
d_after = d["x"].tolist()
rebound = d["x"]
rebound = rebound * 2
d_still = d["x"].tolist()
reshaped = torch.arange(4).reshape(2, 2)
is_view = reshaped.data_ptr() == torch.arange(4).data_ptr()
y = torch.arange(4.0)
z = y[::2]
z += 10
y_after = y.tolist()
contig = z.is_contiguous()
