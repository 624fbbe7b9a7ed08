# A synchronous generator streaming tokens with stop conditions; tensors built from what it yields.
import torch


def stream_tokens(logits_rows, eos_id, max_new):
    for step, row in enumerate(logits_rows):
        if step >= max_new:
            return "length"
        tok = int(torch.argmax(row))
        yield tok, torch.log_softmax(row, dim=-1)[tok].item()
        if tok == eos_id:
            return "stop"
    return "exhausted"


rows = torch.tensor([[0.1, 2.0, 0.3], [1.5, 0.2, 0.1], [0.0, 0.0, 3.0], [5.0, 0.0, 0.0]])
gen = stream_tokens(rows, eos_id=2, max_new=10)
tokens, logps = [], []
try:
    while True:
        t, lp = next(gen)
        tokens.append(t)
        logps.append(lp)
except StopIteration as stop:
    reason = stop.value
short = list(stream_tokens(rows, eos_id=9, max_new=2))
ids = torch.tensor(tokens)
lp_t = torch.tensor(logps)
total_lp = round(float(lp_t.sum()), 5)
