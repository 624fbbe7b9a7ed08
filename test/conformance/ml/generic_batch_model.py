# A generic pydantic container Batch[T] of samples, validated from plain dicts.
from typing import Generic, TypeVar

from pydantic import BaseModel, ValidationError

T = TypeVar("T")


class Sample(BaseModel):
    uid: str
    prompt_ids: list[int]
    score: float = 0.0


class Batch(BaseModel, Generic[T]):
    items: list[T]
    step: int

    def __len__(self):
        return len(self.items)


raw = {"items": [{"uid": "a", "prompt_ids": [1, 2]}, {"uid": "b", "prompt_ids": ["3"], "score": "0.5"}], "step": 3}
batch = Batch[Sample].model_validate(raw)
n = len(batch)
scores = [s.score for s in batch.items]
ids = [s.prompt_ids for s in batch.items]
dumped = batch.model_dump()
name = type(batch).__name__
try:
    Batch[Sample].model_validate({"items": [{"uid": "c"}], "step": "x"})
except ValidationError as e:
    count = e.error_count()
    locs = [err["loc"] for err in e.errors()]
ints = Batch[int](items=["1", 2], step=0)
