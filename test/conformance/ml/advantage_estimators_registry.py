# A registry of advantage estimators keyed by an Enum, dispatched by a decorator, as verl's core_algos does.
from enum import Enum

import torch


class AdvantageEstimator(str, Enum):
    GRPO = "grpo"
    RLOO = "rloo"
    REINFORCE_PLUS_PLUS = "reinforce_plus_plus"


ADV_ESTIMATOR_REGISTRY = {}


def register_adv_est(name):
    def decorator(fn):
        key = name.value if isinstance(name, Enum) else name
        if key in ADV_ESTIMATOR_REGISTRY and ADV_ESTIMATOR_REGISTRY[key] != fn:
            raise ValueError(f"Adv estimator {key} has already been registered")
        ADV_ESTIMATOR_REGISTRY[key] = fn
        return fn

    return decorator


def get_adv_estimator_fn(name):
    key = name.value if isinstance(name, Enum) else name
    if key not in ADV_ESTIMATOR_REGISTRY:
        raise ValueError(f"Unknown advantage estimator simply: {key}")
    return ADV_ESTIMATOR_REGISTRY[key]


@register_adv_est(AdvantageEstimator.RLOO)
def rloo(scores: torch.Tensor, n: int) -> torch.Tensor:
    grouped = scores.view(-1, n)
    baseline = (grouped.sum(dim=1, keepdim=True) - grouped) / (n - 1)
    return (grouped - baseline).flatten()


@register_adv_est("grpo")
def grpo(scores: torch.Tensor, n: int) -> torch.Tensor:
    grouped = scores.view(-1, n)
    return ((grouped - grouped.mean(-1, keepdim=True)) / (grouped.std(-1, keepdim=True) + 1e-6)).flatten()


@register_adv_est(AdvantageEstimator.REINFORCE_PLUS_PLUS)
def reinforce_pp(scores: torch.Tensor, n: int) -> torch.Tensor:
    return (scores - scores.mean()) / (scores.std() + 1e-8)


scores = torch.tensor([1.0, 0.0, 1.0, 1.0, 0.0, 0.0, 0.5, 1.0])
results = {est.value: get_adv_estimator_fn(est)(scores, 4) for est in AdvantageEstimator}
rounded = {k: [round(x, 5) for x in v.tolist()] for k, v in results.items()}
registered = sorted(ADV_ESTIMATOR_REGISTRY)
try:
    get_adv_estimator_fn("ppo")
except ValueError as e:
    err = str(e)
try:
    register_adv_est("grpo")(rloo)
except ValueError as e:
    dup = str(e)
