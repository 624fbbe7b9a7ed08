# Token-mean vs sequence-mean loss aggregation over a masked batch.
import torch

loss_mat = torch.tensor([[0.2, 0.4, 0.6, 0.0], [1.0, 0.0, 0.0, 0.0]])
mask = torch.tensor([[1, 1, 1, 0], [1, 0, 0, 0]], dtype=torch.float32)
token_mean = (loss_mat * mask).sum() / mask.sum()
seq_sums = (loss_mat * mask).sum(dim=-1)
seq_mean_token_sum = seq_sums.mean()
seq_mean_token_mean = (seq_sums / mask.sum(dim=-1)).mean()
max_tokens = mask.shape[-1]
seq_mean_token_sum_norm = (seq_sums / max_tokens).mean()
as_floats = [round(x, 6) for x in [token_mean.item(), seq_mean_token_sum.item(), seq_mean_token_mean.item()]]
