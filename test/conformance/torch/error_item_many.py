# item() on a batch of losses instead of their mean.
import torch

losses = torch.tensor([0.5, 0.25])
value = losses.item()
