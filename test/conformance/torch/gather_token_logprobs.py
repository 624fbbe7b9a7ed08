# Pick each generated token's log-prob from the vocabulary distribution with gather.
import torch

logits = torch.tensor([[[2.0, 0.5, -1.0, 0.1], [0.3, 0.3, 2.2, -0.4]], [[1.0, 1.0, 1.0, 1.0], [-2.0, 3.0, 0.0, 0.5]]])
tokens = torch.tensor([[0, 2], [3, 1]])
log_probs = torch.log_softmax(logits, dim=-1)
token_log_probs = log_probs.gather(dim=-1, index=tokens.unsqueeze(-1)).squeeze(-1)
via_index = log_probs[torch.arange(2)[:, None], torch.arange(2)[None, :], tokens]
same = torch.equal(token_log_probs, via_index)
entropy = -(log_probs.exp() * log_probs).sum(dim=-1)
selected = torch.index_select(logits[0], 1, torch.tensor([0, 3]))
by_mask = torch.masked_select(tokens, tokens > 1)
scattered = torch.zeros(2, 4).scatter(1, torch.tensor([[1], [3]]), 1.0)
counts = torch.zeros(5).scatter_add(0, torch.tensor([1, 1, 4]), torch.tensor([1.0, 2.0, 3.0]))
