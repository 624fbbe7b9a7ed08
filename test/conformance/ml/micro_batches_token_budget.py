# Dynamic batch size: sequences grouped into micro-batches under a token budget, sorted by length.
import torch

attention_mask = torch.tensor([
    [1, 1, 1, 1, 1, 1, 0, 0],
    [1, 1, 0, 0, 0, 0, 0, 0],
    [1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 0, 0, 0, 0, 0],
    [1, 1, 1, 1, 0, 0, 0, 0],
])
seq_lens = attention_mask.sum(dim=1).tolist()
max_token_len = 10


def get_seqlen_balanced_partitions(seqlen_list, k):
    order = sorted(range(len(seqlen_list)), key=lambda i: -seqlen_list[i])
    parts = [[] for _ in range(k)]
    sums = [0] * k
    for i in order:
        j = min(range(k), key=lambda p: (sums[p], p))
        parts[j].append(i)
        sums[j] += seqlen_list[i]
    return [sorted(p) for p in parts], sums


total = sum(seq_lens)
num_micro = max(1, -(-total // max_token_len))
partitions, sums = get_seqlen_balanced_partitions(seq_lens, num_micro)
micro_batches = [attention_mask[torch.tensor(p)] for p in partitions]
shapes = [tuple(mb.shape) for mb in micro_batches]
tokens_per_mb = [int(mb.sum()) for mb in micro_batches]
order = [i for p in partitions for i in p]
revert = torch.argsort(torch.tensor(order))
restored = torch.cat(micro_batches)[revert]
ok = torch.equal(restored, attention_mask)
