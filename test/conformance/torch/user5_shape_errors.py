# Shape errors as torch words them; a broadcast mismatch is named from the last dimension back (infer_size).
import torch
def err(f):
    try:
        f()
        return 'ok'
    except Exception as e:
        return type(e).__name__ + ': ' + str(e).splitlines()[0]
x = torch.zeros(2, 3)
y = torch.ones(4, 1, 3)
errs = [err(lambda: x + torch.ones(3, 2)), err(lambda: torch.ones(2, 3, 4) * torch.ones(5, 4)), err(lambda: x.add_(torch.ones(2, 2, 3))), err(lambda: x.expand(3, 3)), err(lambda: torch.cat([x, torch.ones(2, 4)])), err(lambda: torch.stack([x, torch.ones(3, 2)])), err(lambda: x.reshape(5)), err(lambda: x[2]), err(lambda: x[:, 5]), err(lambda: x.sum(dim=2)), err(lambda: torch.tensor([[1, 2], [3]])), err(lambda: x @ torch.ones(2, 3)), err(lambda: torch.where(torch.ones(2, 1, dtype=torch.bool), x, torch.ones(4))), err(lambda: x.view(-1, 4)), err(lambda: x.gather(1, torch.tensor([[5]]))), err(lambda: x.squeeze(3)), err(lambda: x.permute(0)), err(lambda: x.transpose(0, 2)), err(lambda: torch.tensor([1, 2]) + torch.tensor([1.5])), err(lambda: x.long().mean()), err(lambda: x[torch.tensor([True, False, True])]), err(lambda: x.masked_fill(torch.ones(2, 3), 1.0)), err(lambda: torch.ones(2, dtype=torch.long).masked_fill_(torch.tensor([True, False]), 1.5))]
z = x + y
a = (z.shape, (x[:, None, :] - x[None]).shape)
