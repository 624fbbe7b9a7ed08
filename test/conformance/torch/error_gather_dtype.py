# gather needs integer indices; float positions are refused.
import torch

log_probs = torch.zeros(2, 4)
picked = log_probs.gather(1, torch.tensor([[0.0], [1.0]]))
