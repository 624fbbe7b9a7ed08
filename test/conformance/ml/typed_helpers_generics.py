# Typed helper code: TypeVar generics, Protocol, TypedDict batches, Callable registries over tensors.
from typing import Callable, Dict, Generic, List, Protocol, TypedDict, TypeVar

import torch

T = TypeVar("T")


class Batch(TypedDict):
    input_ids: torch.Tensor
    labels: torch.Tensor


class Scorer(Protocol):
    def __call__(self, logits: torch.Tensor) -> torch.Tensor: ...


class Buffer(Generic[T]):
    def __init__(self, capacity: int):
        self.capacity = capacity
        self.items: List[T] = []

    def push(self, item: T) -> None:
        self.items.append(item)
        if len(self.items) > self.capacity:
            self.items.pop(0)

    def __len__(self) -> int:
        return len(self.items)


REGISTRY: Dict[str, Callable[[torch.Tensor], torch.Tensor]] = {}


def register(name: str):
    def deco(fn):
        REGISTRY[name] = fn
        return fn

    return deco


@register("max")
def max_score(logits: torch.Tensor) -> torch.Tensor:
    return logits.max(dim=-1).values


@register("lse")
def lse_score(logits: torch.Tensor) -> torch.Tensor:
    return torch.logsumexp(logits, dim=-1)


batch: Batch = {"input_ids": torch.tensor([[1, 2], [3, 4]]), "labels": torch.tensor([0, 1])}
logits = batch["input_ids"].float() / 2
scores = {name: fn(logits) for name, fn in sorted(REGISTRY.items())}
buf: Buffer[torch.Tensor] = Buffer(2)
for i in range(3):
    buf.push(torch.full((2,), float(i)))
kept = [t[0].item() for t in buf.items]
n = len(buf)
annotations = sorted(Batch.__annotations__)
scorer: Scorer = max_score
out = scorer(logits)
