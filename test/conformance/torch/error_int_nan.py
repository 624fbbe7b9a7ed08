# int() of a NaN loss.
import torch

loss = torch.tensor(float("nan"))
steps = int(loss)
