# Dynamic batch sizes by token budget: greedy splits of sorted lengths into micro-batches of indices.
import torch

attention_mask = torch.tensor(
    [[1, 1, 1, 0, 0, 0], [1, 1, 1, 1, 1, 1], [1, 0, 0, 0, 0, 0], [1, 1, 1, 1, 0, 0], [1, 1, 0, 0, 0, 0], [1, 1, 1, 1, 1, 0]]
)
max_token_len = 8
seq_len_effective = attention_mask.sum(dim=1)
total = int(seq_len_effective.sum())
num_micro_batches = -(-total // max_token_len)
order = torch.argsort(seq_len_effective, descending=True)
batches = [[] for _ in range(num_micro_batches)]
loads = torch.zeros(num_micro_batches, dtype=torch.long)
for idx in order.tolist():
    j = int(torch.argmin(loads))
    batches[j].append(idx)
    loads[j] += seq_len_effective[idx]
micro = [attention_mask[torch.tensor(sorted(b))] for b in batches]
shapes = [tuple(m.shape) for m in micro]
tokens = [int(m.sum()) for m in micro]
flat_order = [i for b in batches for i in sorted(b)]
revert = torch.argsort(torch.tensor(flat_order))
restored = torch.cat(micro)[revert]
ok = torch.equal(restored, attention_mask)
