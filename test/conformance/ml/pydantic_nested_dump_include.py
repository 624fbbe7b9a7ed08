# Nested agent outputs dumped with include/exclude, by alias, and turned into tensors afterwards.
from typing import Any, Optional

import torch
from pydantic import BaseModel, ConfigDict, Field


class Metrics(BaseModel):
    generate_sequences: float = 0.0
    tool_calls: float = 0.0
    num_preempted: int = -1


class Output(BaseModel):
    model_config = ConfigDict(populate_by_name=True)

    prompt_ids: list[int]
    response_ids: list[int] = Field(alias="responseIds")
    response_logprobs: Optional[list[float]] = None
    metrics: Metrics = Field(default_factory=Metrics)
    extra_fields: dict[str, Any] = {}


o = Output(prompt_ids=[1, 2], responseIds=[3, 4, 5], extra_fields={"turn_scores": [0.5, 1.0], "tag": "x"})
o2 = Output(prompt_ids=[7], response_ids=[8], metrics={"tool_calls": 1.5})
only = o.model_dump(include={"prompt_ids": True, "metrics": {"tool_calls"}})
no_extra = o.model_dump(exclude={"extra_fields": {"tag"}, "metrics": True})
aliased = o.model_dump(by_alias=True, exclude_unset=True)
json_text = o2.model_dump_json(exclude_defaults=True)
fields_set = [sorted(o.model_fields_set), sorted(o2.model_fields_set), sorted(o2.metrics.model_fields_set)]
turn_scores = torch.tensor(o.extra_fields["turn_scores"])
responses = torch.tensor([o.response_ids, o2.response_ids + [0, 0]])
validated = Output.model_validate({"prompt_ids": [1], "responseIds": [2]})
