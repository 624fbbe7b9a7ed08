# DataProto-style batches: dict of tensors split into micro-batches with split/chunk, then concatenated.
import torch

batch = {
    "input_ids": torch.arange(7 * 3).view(7, 3),
    "attention_mask": torch.ones(7, 3, dtype=torch.long),
    "old_log_probs": torch.linspace(-1, 0, 21).view(7, 3),
}
micro = [dict(zip(batch.keys(), parts)) for parts in zip(*[t.split(3) for t in batch.values()])]
sizes = [m["input_ids"].shape[0] for m in micro]
chunks = batch["input_ids"].chunk(3)
chunk_sizes = [c.shape[0] for c in chunks]
chunks4 = torch.chunk(torch.arange(6), 4)
chunk4_sizes = [len(c) for c in chunks4]
uneven = torch.split(torch.arange(10), [2, 3, 5])
uneven_sizes = [len(c) for c in uneven]
shares = micro[1]["input_ids"].data_ptr() == batch["input_ids"][3:].data_ptr()
micro[0]["input_ids"][0, 0] = -1
first = batch["input_ids"][0, 0].item()
joined = {k: torch.cat([m[k] for m in micro]) for k in batch}
round_trip = all(torch.equal(joined[k], batch[k]) for k in batch)
try:
    torch.split(torch.arange(10), [2, 3])
except RuntimeError as e:
    err = str(e)
tensor_split = [t.tolist() for t in torch.tensor_split(torch.arange(7), 3)]
unbound = [t.tolist() for t in torch.arange(6).view(3, 2).unbind(1)]
