# exclude_defaults asks `value == default` as pydantic-core does: the comparison's truth with
# no shortcut for the same object, so a field still holding its multi-element tensor default
# raises torch's ambiguity error; a 0-dim tensor compares fine; 0 equals 0.0, () is no [].
from typing import Any

import torch
from pydantic import BaseModel, Field


def outcome(f):
    try:
        return f()
    except Exception as e:
        return (type(e).__name__, str(e))


class Scalars(BaseModel):
    ratio: float = 0.0
    count: int = 1
    items: list = Field(default_factory=list)
    note: Any = None
    zero: Any = torch.tensor(0)
    text: str = ""


class WithVector(BaseModel):
    vector: Any = torch.tensor([1, 2])
    name: str = "a"


results = {
    "equal_values": outcome(lambda: Scalars(ratio=0, count=True, items=[], note=None).model_dump(exclude_defaults=True)),
    "zero_dim_same": outcome(lambda: Scalars().model_dump(exclude_defaults=True)),
    "zero_dim_equal": outcome(lambda: Scalars(zero=torch.tensor(0)).model_dump(exclude_defaults=True)),
    "zero_dim_other": outcome(lambda: Scalars(zero=torch.tensor(1)).model_dump(exclude_defaults=True)),
    "nan": outcome(lambda: Scalars(ratio=float("nan")).model_dump(exclude_defaults=True)),
    "tuple_for_list": outcome(lambda: Scalars(items=()).model_dump(exclude_defaults=True)),
    "vector_default": outcome(lambda: WithVector().model_dump(exclude_defaults=True)),
    "vector_replaced": outcome(lambda: WithVector(vector=None).model_dump(exclude_defaults=True)),
    "vector_json": outcome(lambda: WithVector(name="b").model_dump_json(exclude_defaults=True)),
}
