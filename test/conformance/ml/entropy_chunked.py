# Entropy from logits computed in chunks (as entropy_from_logits_with_chunking does), then aggregated.
import torch
import torch.nn.functional as F


def entropy_from_logits(logits):
    pd = F.softmax(logits, dim=-1)
    return torch.logsumexp(logits, dim=-1) - torch.sum(pd * logits, dim=-1)


def entropy_from_logits_with_chunking(logits, chunk_size=2):
    entropy = torch.zeros(logits.shape[0], dtype=logits.dtype)
    for i in range(0, logits.shape[0], chunk_size):
        logits_chunk = logits[i : i + chunk_size].float()
        pd_chunk = F.softmax(logits_chunk, dim=-1)
        entropy_chunk = torch.logsumexp(logits_chunk, dim=-1) - torch.sum(pd_chunk * logits_chunk, dim=-1)
        entropy[i : i + chunk_size] = entropy_chunk
    return entropy


logits = torch.tensor([[0.0, 1.0, 2.0, 3.0], [1.0, 1.0, 1.0, 1.0], [10.0, 0.0, 0.0, 0.0], [-1.0, 2.0, 0.5, 0.5], [3.0, 3.0, -3.0, 0.0]])
full = entropy_from_logits(logits)
chunked = entropy_from_logits_with_chunking(logits, chunk_size=2)
same = torch.allclose(full, chunked)
exact = torch.equal(full, chunked)
uniform = full[1].item()
max_ent = torch.log(torch.tensor(4.0)).item()
mask = torch.tensor([1, 1, 0, 1, 1])
agg = (full * mask).sum() / mask.sum()
bf = entropy_from_logits(logits.bfloat16())
bf_dt = str(bf.dtype)
r = repr(full)
rb = repr(bf)
