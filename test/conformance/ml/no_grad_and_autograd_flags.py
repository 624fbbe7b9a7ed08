# torch.no_grad as context manager and decorator, requires_grad flags, and detach in rollout code.
import torch


@torch.no_grad()
def compute_values(x):
    return x * 2


class Critic:
    @torch.no_grad()
    def compute_values(self, batch):
        return batch.sum(-1)

    def forward(self, x):
        with torch.inference_mode():
            return x + 1


x = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
with torch.no_grad():
    y = x * 3
v = compute_values(x)
c = Critic()
cv = c.compute_values(x)
fw = c.forward(x)
flags = [x.requires_grad, y.requires_grad, v.is_leaf, x.grad is None]
d = x.detach()
shares = d.data_ptr() == x.data_ptr()
d[0, 0] = 9.0
x00 = x[0, 0].item()
enabled = torch.is_grad_enabled()
with torch.no_grad():
    inside = torch.is_grad_enabled()
name = compute_values.__name__
try:
    x.sum().backward()
except Exception as e:
    err = type(e).__name__
