# Advantage estimator dispatch via a frozen dataclass config, an Enum and a match statement.
from dataclasses import dataclass, field
from enum import Enum

import torch


class AdvantageEstimator(str, Enum):
    GAE = "gae"
    GRPO = "grpo"
    REINFORCE_PLUS_PLUS = "reinforce_plus_plus"
    RLOO = "rloo"


@dataclass(frozen=True)
class AlgoConfig:
    adv_estimator: AdvantageEstimator = AdvantageEstimator.GRPO
    gamma: float = 1.0
    norm_adv_by_std_in_grpo: bool = True
    tags: tuple = field(default=())


def compute(cfg, scores):
    match cfg.adv_estimator:
        case AdvantageEstimator.GRPO if cfg.norm_adv_by_std_in_grpo:
            return (scores - scores.mean()) / (scores.std() + 1e-6)
        case AdvantageEstimator.GRPO:
            return scores - scores.mean()
        case AdvantageEstimator.RLOO:
            n = scores.numel()
            return scores * n / (n - 1) - scores.mean() * n / (n - 1)
        case AdvantageEstimator.REINFORCE_PLUS_PLUS | AdvantageEstimator.GAE:
            return scores * cfg.gamma
        case _:
            raise NotImplementedError(cfg.adv_estimator)


scores = torch.tensor([1.0, 0.0, 0.5, 0.5])
out = {}
for est in AdvantageEstimator:
    cfg = AlgoConfig(adv_estimator=est, gamma=0.5)
    out[est.value] = compute(cfg, scores).tolist()
plain = compute(AlgoConfig(norm_adv_by_std_in_grpo=False), scores).tolist()
cfg = AlgoConfig()
try:
    cfg.gamma = 2.0
except Exception as e:
    frozen_err = type(e).__name__
from_str = AdvantageEstimator("rloo")
r = repr(cfg)
