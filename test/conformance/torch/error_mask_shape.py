# A mask built for another batch size.
import torch

log_probs = torch.zeros(3, 4)
mask = torch.tensor([[True, False, True, True], [True, True, False, False]])
selected = log_probs[mask]
