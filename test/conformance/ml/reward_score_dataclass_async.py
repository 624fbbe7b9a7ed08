# Async reward scoring with dataclass results, a semaphore, and tensors of scores and accuracies.
import asyncio
from dataclasses import dataclass, field


import torch


@dataclass
class RewardResult:
    score: float
    acc: bool
    extra: dict = field(default_factory=dict)


async def score_one(sem, text, gt):
    async with sem:
        await asyncio.sleep(0)
        pred = text.strip().split()[-1] if text.strip() else ""
        ok = pred == gt
        return RewardResult(score=1.0 if ok else -0.5, acc=ok, extra={"pred": pred})


async def score_all(texts, gts):
    sem = asyncio.Semaphore(2)
    return await asyncio.gather(*[score_one(sem, t, g) for t, g in zip(texts, gts)])


texts = ["the answer is 4", "I think 5", "", "so 4"]
gts = ["4", "4", "4", "4"]
results = asyncio.run(score_all(texts, gts))
scores = torch.tensor([r.score for r in results])
acc = torch.tensor([r.acc for r in results])
acc_dt = str(acc.dtype)
mean_acc = acc.float().mean().item()
preds = [r.extra["pred"] for r in results]
reward_extra_info = {"acc": acc.tolist(), "pred": preds}
