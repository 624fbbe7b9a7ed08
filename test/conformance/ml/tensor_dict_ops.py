# TensorDict-like helpers written by hand: select keys, index rows, concat, and to-list for logging.
import torch


class Batch(dict):
    def select(self, *keys):
        return Batch({k: self[k] for k in keys})

    def __getitem__(self, key):
        if isinstance(key, str):
            return super().__getitem__(key)
        return Batch({k: v[key] for k, v in self.items()})

    @property
    def batch_size(self):
        return next(iter(self.values())).shape[0]

    @staticmethod
    def cat(batches):
        return Batch({k: torch.cat([b[k] for b in batches]) for k in batches[0]})


b = Batch(ids=torch.tensor([[1, 2], [3, 4], [5, 6]]), score=torch.tensor([0.5, 1.0, -1.0]))
sub = b[1:]
picked = b[torch.tensor([2, 0])]
masked = b[b["score"] > 0]
both = Batch.cat([sub, picked])
sizes = [x.batch_size for x in (b, sub, picked, masked, both)]
only_ids = b.select("ids")
keys = list(only_ids)
view_shares = sub["ids"].data_ptr() == b["ids"][1:].data_ptr()
sub["ids"][0, 0] = 99
seen = b["ids"][1, 0].item()
logged = {k: v.tolist() for k, v in masked.items()}
