# Reordering a dict-of-tensors batch by sequence length (balance_batch style), with index lists.
import torch

batch = {
    "input_ids": torch.tensor([[1, 2, 0, 0], [3, 4, 5, 6], [7, 0, 0, 0], [8, 9, 10, 0]]),
    "attention_mask": torch.tensor([[1, 1, 0, 0], [1, 1, 1, 1], [1, 0, 0, 0], [1, 1, 1, 0]]),
    "scores": torch.tensor([0.1, 0.9, 0.5, 0.3]),
}
non_tensor = {"uid": ["a", "b", "c", "d"]}
seqlens = batch["attention_mask"].sum(-1).tolist()
world_size = 2
order = sorted(range(len(seqlens)), key=lambda i: seqlens[i], reverse=True)
partitions = [[] for _ in range(world_size)]
loads = [0] * world_size
for i in order:
    j = min(range(world_size), key=lambda k: loads[k])
    partitions[j].append(i)
    loads[j] += seqlens[i]
global_idx = torch.tensor([i for part in partitions for i in part])
reordered = {k: v[global_idx] for k, v in batch.items()}
reordered_uid = [non_tensor["uid"][i] for i in global_idx.tolist()]
inverse = torch.empty_like(global_idx)
inverse[global_idx] = torch.arange(len(global_idx))
restored = {k: v[inverse] for k, v in reordered.items()}
ok = all(torch.equal(restored[k], batch[k]) for k in batch)
index_select = torch.index_select(batch["scores"], 0, global_idx)
argsorted = torch.argsort(torch.tensor(seqlens), descending=True, stable=True).tolist()
