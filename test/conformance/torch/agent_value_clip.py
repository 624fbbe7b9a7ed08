# PPO value loss with clipping, and the clip fraction metric.
import torch

values = torch.tensor([[0.5, 0.9, 1.4], [0.0, -0.3, 0.2]])
old_values = torch.tensor([[0.4, 1.0, 1.0], [0.1, -0.1, 0.2]])
returns = torch.tensor([[1.0, 1.0, 1.0], [0.0, 0.0, 0.5]])
mask = torch.tensor([[1.0, 1.0, 1.0], [1.0, 1.0, 0.0]])
clip = 0.2
clipped = old_values + (values - old_values).clamp(-clip, clip)
loss1 = (values - returns) ** 2
loss2 = (clipped - returns) ** 2
vf_loss = 0.5 * (torch.max(loss1, loss2) * mask).sum() / mask.sum()
clipfrac = ((loss2 > loss1).float() * mask).sum() / mask.sum()
as_floats = [vf_loss.item(), clipfrac.item()]
