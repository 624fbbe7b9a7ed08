# Masked mean of token log-probs per sequence and over the batch (float32, torch's summation order).
import torch

log_probs = torch.tensor([[-0.31, -1.20, -0.05, -2.70, -0.44], [-0.92, -0.13, -3.30, -0.77, -0.01]])
mask = torch.tensor([[1, 1, 1, 0, 0], [1, 1, 1, 1, 1]]).float()
per_seq = (log_probs * mask).sum(dim=-1) / mask.sum(dim=-1)
token_mean = (log_probs * mask).sum() / mask.sum()
plain_mean = log_probs.mean()
row_means = log_probs.mean(dim=1)
col_means = log_probs.mean(dim=0, keepdim=True)
double_mean = log_probs.double().mean()
