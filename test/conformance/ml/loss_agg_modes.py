# verl agg_loss: token-mean, seq-mean-token-sum, seq-mean-token-mean, seq-mean-token-sum-norm.
import torch


def masked_mean(values, mask, axis=None):
    return (values * mask).sum(axis=axis) / mask.sum(axis=axis)


def agg_loss(loss_mat, loss_mask, loss_agg_mode):
    if loss_agg_mode == "token-mean":
        loss = masked_mean(loss_mat, loss_mask)
    elif loss_agg_mode == "seq-mean-token-sum":
        seq_losses = torch.sum(loss_mat * loss_mask, dim=-1)
        loss = torch.mean(seq_losses)
    elif loss_agg_mode == "seq-mean-token-mean":
        seq_losses = torch.sum(loss_mat * loss_mask, dim=-1) / torch.sum(loss_mask, dim=-1)
        loss = torch.mean(seq_losses)
    elif loss_agg_mode == "seq-mean-token-sum-norm":
        seq_losses = torch.sum(loss_mat * loss_mask, dim=-1)
        loss = torch.sum(seq_losses) / loss_mask.shape[-1]
    else:
        raise ValueError(f"Invalid loss_agg_mode: {loss_agg_mode}")
    return loss


loss_mat = torch.tensor([[0.2, 0.4, 0.6, 9.0], [1.0, -0.5, 9.0, 9.0], [0.1, 0.1, 0.1, 0.1]])
loss_mask = torch.tensor([[1, 1, 1, 0], [1, 1, 0, 0], [1, 1, 1, 1]], dtype=torch.bool)
modes = ["token-mean", "seq-mean-token-sum", "seq-mean-token-mean", "seq-mean-token-sum-norm"]
out = {m: agg_loss(loss_mat, loss_mask, m) for m in modes}
as_floats = {m: round(float(v), 6) for m, v in out.items()}
try:
    agg_loss(loss_mat, loss_mask, "bogus")
except ValueError as e:
    err = str(e)
mask_sum_dtype = str(loss_mask.sum().dtype)
