# A rule-based reward function over decoded strings (regex answer extraction), scores to tensors.
import re

import torch

responses = [
    "Let me think... The answer is \\boxed{42}.",
    "I believe it's \\boxed{41}",
    "No final answer here.",
    "Answer: \\boxed{ 42 } and also \\boxed{7}",
    "#### 42",
]
ground_truth = ["42", "42", "42", "7", "42"]


def extract(text):
    m = re.findall(r"\\boxed\{\s*([^}]*?)\s*\}", text)
    if m:
        return m[-1]
    m = re.search(r"####\s*(-?\d+)", text)
    return m.group(1) if m else None


def compute_score(solution_str, gt, format_score=0.1, score=1.0):
    ans = extract(solution_str)
    if ans is None:
        return 0.0
    return score if ans == gt else format_score


extracted = [extract(r) for r in responses]
scores = [compute_score(r, g) for r, g in zip(responses, ground_truth)]
reward_tensor = torch.zeros(len(responses), 6)
valid_lens = torch.tensor([6, 4, 5, 6, 2])
reward_tensor[torch.arange(len(responses)), valid_lens - 1] = torch.tensor(scores)
acc = (torch.tensor(scores) == 1.0).float().mean().item()
by_source = {}
for s, src in zip(scores, ["gsm8k", "math", "math", "gsm8k", "gsm8k"]):
    by_source.setdefault(src, []).append(s)
per_source = {k: sum(v) / len(v) for k, v in sorted(by_source.items())}
