# Pydantic models that carry tensors out as lists: field_serializer, computed_field, model_validator(before).
from typing import Any

import torch
from pydantic import BaseModel, ConfigDict, computed_field, field_serializer, field_validator, model_validator


class StepRecord(BaseModel):
    model_config = ConfigDict(arbitrary_types_allowed=True)

    step: int
    logprobs: torch.Tensor
    mask: torch.Tensor

    @field_validator("logprobs", mode="before")
    @classmethod
    def to_tensor(cls, v: Any) -> torch.Tensor:
        return v if isinstance(v, torch.Tensor) else torch.tensor(v, dtype=torch.float32)

    @model_validator(mode="before")
    @classmethod
    def default_mask(cls, data: Any) -> Any:
        if isinstance(data, dict) and "mask" not in data:
            n = len(data["logprobs"])
            data = {**data, "mask": torch.ones(n, dtype=torch.long)}
        return data

    @field_serializer("logprobs", "mask")
    def ser_tensor(self, v: torch.Tensor) -> list:
        return v.tolist()

    @computed_field
    @property
    def mean_logprob(self) -> float:
        return round(((self.logprobs * self.mask).sum() / self.mask.sum()).item(), 6)


a = StepRecord(step=1, logprobs=[-0.5, -1.25, -0.1])
b = StepRecord(step=2, logprobs=torch.tensor([-2.0, -0.5]), mask=torch.tensor([1, 0]))
dumps = [a.model_dump(), b.model_dump()]
json_text = b.model_dump_json()
fields_set = [sorted(a.model_fields_set), sorted(b.model_fields_set)]
mask_dtype = str(a.mask.dtype)
same_tensor = b.mask is b.model_dump()["mask"]
