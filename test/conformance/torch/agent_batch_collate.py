# Collate variable-length samples into a padded batch with masks, as a dataloader does.
import torch

samples = [{"input_ids": [5, 6, 7], "label": 1}, {"input_ids": [8, 9], "label": 0}, {"input_ids": [4], "label": 1}]
pad_id = 0
max_len = max(len(s["input_ids"]) for s in samples)
input_ids = torch.tensor([s["input_ids"] + [pad_id] * (max_len - len(s["input_ids"])) for s in samples])
attention_mask = (input_ids != pad_id).to(torch.long)
labels = torch.tensor([s["label"] for s in samples])
batch = {"input_ids": input_ids, "attention_mask": attention_mask, "labels": labels}
seq_lens = attention_mask.sum(-1).tolist()
positives = int((labels == 1).sum())
keys = sorted(batch)
