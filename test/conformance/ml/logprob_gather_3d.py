# Gathering per-token log-probs from [batch, seq, vocab] logits for the response part only.
import torch
import torch.nn.functional as F

vocab = 6
input_ids = torch.tensor([[2, 3, 1, 4, 5], [1, 1, 2, 2, 0]])
prompt_len = 2
logits = ((torch.arange(2 * 5 * vocab, dtype=torch.float32).view(2, 5, vocab) * 7) % 11) / 3 - 1.5
response = input_ids[:, prompt_len:]
resp_logits = logits[:, prompt_len - 1 : -1, :]
log_probs = F.log_softmax(resp_logits, dim=-1)
token_lp = log_probs.gather(-1, response.unsqueeze(-1)).squeeze(-1)
alt = torch.log_softmax(resp_logits.float(), dim=-1)[torch.arange(2)[:, None], torch.arange(3)[None, :], response]
same = torch.allclose(token_lp, alt)
mask = (response != 0).float()
seq_lp = (token_lp * mask).sum(-1)
probs = log_probs.exp()
top2 = probs.topk(2, dim=-1).indices
shapes = [tuple(t.shape) for t in (resp_logits, log_probs, token_lp, top2)]
