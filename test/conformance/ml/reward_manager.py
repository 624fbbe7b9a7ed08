# A naive reward manager: decode ids with a vocab, score, write the score at the last valid token.
from collections import defaultdict

import torch

vocab = {1: "The", 2: "answer", 3: "is", 4: "42", 5: "7", 0: "<pad>", 9: "</s>"}


def decode(ids, skip_special_tokens=True):
    words = [vocab[i] for i in ids if not (skip_special_tokens and i in (0, 9))]
    return " ".join(words)


def compute_score(solution: str, ground_truth: str) -> dict:
    acc = solution.split()[-1] == ground_truth if solution else False
    return {"score": 1.0 if acc else 0.0, "acc": acc, "len": len(solution)}


responses = torch.tensor([[1, 2, 3, 4, 9, 0], [1, 2, 3, 5, 9, 0], [4, 9, 0, 0, 0, 0]])
attention_mask = (responses != 0).long()
ground_truths = ["42", "42", "7"]
reward_tensor = torch.zeros_like(responses, dtype=torch.float32)
reward_extra_info = defaultdict(list)
already_printed = {}
for i in range(len(responses)):
    valid_len = int(attention_mask[i].sum())
    valid_ids = responses[i][:valid_len]
    text = decode(valid_ids.tolist())
    result = compute_score(text, ground_truths[i])
    reward_tensor[i, valid_len - 1] = result["score"]
    for k, v in result.items():
        reward_extra_info[k].append(v)
extra = dict(reward_extra_info)
total = reward_tensor.sum().item()
texts = [decode(r.tolist(), skip_special_tokens=False) for r in responses]
