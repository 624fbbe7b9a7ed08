# A collate_fn turning a list of feature dicts into tensors and lists, as an RL dataloader does.
from collections.abc import Mapping

import torch


def collate_fn(features: list[dict]) -> dict:
    tensors: dict[str, list] = {}
    non_tensors: dict[str, list] = {}
    for feature in features:
        for key, val in feature.items():
            if isinstance(val, torch.Tensor):
                tensors.setdefault(key, []).append(val)
            else:
                non_tensors.setdefault(key, []).append(val)
    out = {key: torch.stack(val, dim=0) for key, val in tensors.items()}
    out.update({key: list(val) for key, val in non_tensors.items()})
    return out


features = [
    {"input_ids": torch.tensor([1, 2, 0]), "attention_mask": torch.tensor([1, 1, 0]), "data_source": "gsm8k", "index": 0},
    {"input_ids": torch.tensor([3, 4, 5]), "attention_mask": torch.tensor([1, 1, 1]), "data_source": "math", "index": 1},
]
batch = collate_fn(features)
shapes = {k: tuple(v.shape) for k, v in batch.items() if isinstance(v, torch.Tensor)}
sources = batch["data_source"]
is_mapping = isinstance(batch, Mapping)
lengths = batch["attention_mask"].sum(-1)
stacked_shares = batch["input_ids"].data_ptr() == features[0]["input_ids"].data_ptr()
features[0]["input_ids"][0] = 99
after = batch["input_ids"][0, 0].item()
