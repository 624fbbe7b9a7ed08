# An off-by-one in an agent loop: indexing the token after the last one raises IndexError at that line.
import torch

response_ids = torch.tensor([[5, 6, 7], [8, 9, 10]])
lengths = [3, 2]
last_tokens = []
for i, n in enumerate(lengths):
    last_tokens.append(response_ids[i, n - 1].item())
next_tokens = []
for i, n in enumerate(lengths):
    next_tokens.append(int(response_ids[i, n]))
