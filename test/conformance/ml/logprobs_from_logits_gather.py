# logprobs_from_logits: log_softmax then gather along the vocab dim, squeezed; entropy from logits.
import torch
import torch.nn.functional as F


def logprobs_from_logits(logits, labels):
    logp = F.log_softmax(logits, dim=-1)
    logpy = logp.gather(-1, labels.unsqueeze(-1)).squeeze(-1)
    return logpy


def entropy_from_logits(logits):
    pd = torch.nn.functional.softmax(logits, dim=-1)
    entropy = torch.logsumexp(logits, dim=-1) - torch.sum(pd * logits, dim=-1)
    return entropy


logits = torch.tensor(
    [
        [[2.0, 0.5, -1.0, 0.0], [0.1, 0.2, 0.3, 0.4], [5.0, -5.0, 0.0, 1.0]],
        [[-1.0, -1.0, -1.0, -1.0], [3.0, 2.0, 1.0, 0.0], [0.0, 0.0, 10.0, 0.0]],
    ]
)
labels = torch.tensor([[0, 3, 2], [1, 0, 2]])
logp = logprobs_from_logits(logits, labels)
ent = entropy_from_logits(logits)
lse = torch.logsumexp(logits, dim=-1, keepdim=True)
manual = torch.gather(logits - lse, 2, labels[..., None])[..., 0]
close = torch.allclose(manual, logp)
temperature = 0.7
scaled = logits.div_(temperature)
same_storage = scaled.data_ptr() == logits.data_ptr()
logp_t = logprobs_from_logits(logits, labels)
shape = list(logp_t.shape)
r = repr(logp)
re = repr(ent)
