# Entropy and per-token log-probs from logits (verl torch_functional), with temperature.
import torch
import torch.nn.functional as F


def entropy_from_logits(logits):
    pd = torch.nn.functional.softmax(logits, dim=-1)
    entropy = torch.logsumexp(logits, dim=-1) - torch.sum(pd * logits, dim=-1)
    return entropy


def logprobs_from_logits(logits, labels):
    logp = F.log_softmax(logits, dim=-1)
    return torch.gather(logp, dim=-1, index=labels.unsqueeze(-1)).squeeze(-1)


logits = torch.tensor([[[2.0, 0.5, -1.0, 0.0], [0.1, 0.2, 0.3, 0.4], [5.0, -5.0, 0.0, 1.0]]])
labels = torch.tensor([[0, 3, 1]])
temperature = 0.7
scaled = logits / temperature
ent = entropy_from_logits(scaled)
lp = logprobs_from_logits(scaled, labels)
lp_ce = -F.cross_entropy(scaled.view(-1, 4), labels.view(-1), reduction="none").view(1, 3)
close = torch.allclose(lp, lp_ce, atol=1e-6)
probs_sum = F.softmax(scaled, dim=-1).sum(-1)
greedy = scaled.argmax(dim=-1)
ent_shape = tuple(ent.shape)
