# A DataProto-like container class: tensors and non-tensor lists kept aligned through pop, union and select.
import torch


class DataProto:
    def __init__(self, batch: dict, non_tensor_batch: dict | None = None, meta_info: dict | None = None):
        self.batch = batch
        self.non_tensor_batch = non_tensor_batch or {}
        self.meta_info = meta_info or {}

    def __len__(self):
        return next(iter(self.batch.values())).shape[0]

    def pop(self, batch_keys=(), non_tensor_batch_keys=()):
        tensors = {k: self.batch.pop(k) for k in batch_keys}
        non_tensors = {k: self.non_tensor_batch.pop(k) for k in non_tensor_batch_keys}
        return DataProto(tensors, non_tensors, dict(self.meta_info))

    def union(self, other: "DataProto") -> "DataProto":
        for k, v in other.batch.items():
            if k in self.batch and not torch.equal(self.batch[k], v):
                raise ValueError(f"{k} differs between the two batches")
            self.batch[k] = v
        self.non_tensor_batch.update(other.non_tensor_batch)
        self.meta_info.update(other.meta_info)
        return self

    def select_idxs(self, idxs):
        if isinstance(idxs, list):
            idxs = torch.tensor(idxs)
        if idxs.dtype == torch.bool:
            idxs = idxs.nonzero().flatten()
        return DataProto({k: v[idxs] for k, v in self.batch.items()}, {k: [v[i] for i in idxs.tolist()] for k, v in self.non_tensor_batch.items()}, self.meta_info)


data = DataProto(
    {"input_ids": torch.arange(12).view(4, 3), "scores": torch.tensor([0.5, 0.0, 1.0, 0.25])},
    {"uid": ["a", "b", "c", "d"], "raw_prompt": ["p0", "p1", "p2", "p3"]},
    {"temperature": 1.0},
)
gen = data.pop(batch_keys=["input_ids"], non_tensor_batch_keys=["raw_prompt"])
left_keys = sorted(data.batch)
gen.batch["responses"] = gen.batch["input_ids"] * 10
merged = data.union(gen)
keys = sorted(merged.batch)
kept = merged.select_idxs(merged.batch["scores"] > 0.2)
kept_uids = kept.non_tensor_batch["uid"]
kept_ids = kept.batch["input_ids"]
picked = merged.select_idxs([3, 0])
n = len(picked)
try:
    merged.union(DataProto({"scores": torch.zeros(4)}))
except ValueError as e:
    err = str(e)
