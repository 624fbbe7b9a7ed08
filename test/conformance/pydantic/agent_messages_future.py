from __future__ import annotations
from typing import Any, Literal, Optional, Union
from pydantic import BaseModel, Field, field_validator, model_validator

class ToolCall(BaseModel):
    id: str
    name: str
    arguments: dict[str, Any] = Field(default_factory=dict)

class Message(BaseModel):
    role: Literal['system', 'user', 'assistant', 'tool']
    content: Optional[str] = None
    tool_calls: list[ToolCall] = []

    @model_validator(mode='after')
    def check(self) -> 'Message':
        if self.role == 'tool' and not self.content:
            raise ValueError('tool messages need content')
        return self

m = Message(role='assistant', tool_calls=[{'id': '1', 'name': 'search', 'arguments': {'q': 'x'}}])
d = m.model_dump(exclude_none=True)
s = m.model_dump_json(indent=2)
