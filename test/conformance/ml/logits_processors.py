# Logits processors: repetition penalty via gather/scatter, min-length EOS masking, no-repeat bans.
import torch

logits = torch.tensor([[1.0, -2.0, 3.0, 0.5, -0.5], [0.0, 4.0, -1.0, 2.0, 1.0]])
input_ids = torch.tensor([[2, 2, 3], [1, 4, 0]])
penalty = 1.5
score = torch.gather(logits, 1, input_ids)
score = torch.where(score < 0, score * penalty, score / penalty)
penalized = logits.scatter(1, input_ids, score)
eos_token_id = 4
cur_len, min_length = 3, 5
min_len = logits.clone()
if cur_len < min_length:
    min_len[:, eos_token_id] = -float("inf")
banned = [[2], [1, 3]]
no_repeat = logits.clone()
for i, toks in enumerate(banned):
    no_repeat[i, toks] = float("-inf")
presence = torch.zeros_like(logits).scatter_(1, input_ids, 1.0)
freq = torch.zeros_like(logits).scatter_add_(1, input_ids, torch.ones_like(input_ids, dtype=torch.float32))
adjusted = logits - 0.5 * freq - 0.25 * presence
next_tokens = adjusted.argmax(-1)
probs = torch.softmax(penalized, dim=-1)
rounded = [[round(p, 4) for p in row] for row in probs.tolist()]
r = repr(penalized)
