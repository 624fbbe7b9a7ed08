# Aggregating per-sample metric dicts into batch metrics: mean/max/min over lists, tensor stats, sorted keys.
from statistics import mean

import torch

samples = [
    {"num_turns": 3, "tool_calls": 1, "response_length": 120, "reward": 1.0},
    {"num_turns": 5, "tool_calls": 2, "response_length": 256, "reward": 0.0},
    {"num_turns": 1, "tool_calls": 0, "response_length": 40, "reward": 0.5},
    {"num_turns": 2, "tool_calls": 1, "response_length": 256, "reward": 1.0},
]
keys = sorted(samples[0])
metrics = {}
for key in keys:
    values = [s[key] for s in samples]
    metrics[f"{key}/mean"] = mean(values)
    metrics[f"{key}/max"] = max(values)
    metrics[f"{key}/min"] = min(values)
lengths = torch.tensor([s["response_length"] for s in samples])
metrics["response_length/clip_ratio"] = (lengths == 256).float().mean().item()
rewards = torch.tensor([s["reward"] for s in samples])
metrics["reward/std"] = rewards.std().item()
metrics["reward/pass@1"] = (rewards == 1.0).sum().item() / len(rewards)
types = {k: type(v).__name__ for k, v in metrics.items()}
summary = ", ".join(f"{k}={v:.3g}" for k, v in sorted(metrics.items()))
