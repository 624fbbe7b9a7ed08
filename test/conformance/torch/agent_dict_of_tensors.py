# A rollout batch as a dict of tensors: slicing a micro-batch shares storage with the batch.
import torch

batch = {
    "input_ids": torch.arange(12).reshape(4, 3),
    "rewards": torch.tensor([0.5, 1.0, 0.0, 0.25]),
}
micro = {k: v[:2] for k, v in batch.items()}
micro["rewards"][0] = 9.0
copied = {k: v[2:].clone() for k, v in batch.items()}
copied["rewards"][0] = -9.0
rewards_after = batch["rewards"].tolist()
shapes = {k: tuple(v.shape) for k, v in micro.items()}
chunks = torch.arange(8).chunk(4)
chunk_sums = [int(c.sum()) for c in chunks]
