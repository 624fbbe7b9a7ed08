# A DataProto-like batch: a dict of tensors reindexed, chunked, concatenated and compared.
import torch

batch = {
    "input_ids": torch.arange(24).view(6, 4),
    "attention_mask": torch.tensor([[1, 1, 1, 0]] * 3 + [[1, 1, 1, 1]] * 3),
    "scores": torch.tensor([0.1, 0.9, 0.5, 0.3, 0.7, 0.2]),
}
non_tensor = {"uid": ["a", "b", "c", "d", "e", "f"]}


def select(batch, idx):
    return {k: v[idx] for k, v in batch.items()}


def chunk(batch, n):
    parts = {k: torch.chunk(v, n, dim=0) for k, v in batch.items()}
    return [{k: parts[k][i] for k in batch} for i in range(n)]


def concat(batches):
    return {k: torch.cat([b[k] for b in batches], dim=0) for k in batches[0]}


order = torch.argsort(batch["scores"], descending=True)
sorted_batch = select(batch, order)
sorted_uids = [non_tensor["uid"][i] for i in order.tolist()]
chunks = chunk(sorted_batch, 3)
chunk_shapes = [tuple(c["input_ids"].shape) for c in chunks]
back = concat(chunks)
roundtrip = all(torch.equal(back[k], sorted_batch[k]) for k in batch)
inverse = torch.empty_like(order)
inverse[order] = torch.arange(len(order))
restored = select(sorted_batch, inverse)
restored_ok = torch.equal(restored["input_ids"], batch["input_ids"])
view_shares = chunks[0]["input_ids"].data_ptr() == sorted_batch["input_ids"].data_ptr()
