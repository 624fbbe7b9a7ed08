# Broadcasting two batches of different lengths fails with torch's message.
import torch

log_probs = torch.zeros(2, 5)
mask = torch.ones(2, 4)
masked = log_probs * mask
