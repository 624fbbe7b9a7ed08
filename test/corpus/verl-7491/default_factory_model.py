from typing import Any

from pydantic import BaseModel, Field


class WithFactory(BaseModel):
    items: dict[str, Any] = Field(default_factory=dict)
    tags: list[str] = Field(default=[])


w = WithFactory()
w.items["k"] = 1
dumped = w.model_dump(exclude_unset=True)
full = w.model_dump()
other = WithFactory()
independent = other.items is not w.items
