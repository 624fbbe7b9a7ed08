from typing import Annotated, Any, Literal, Optional, Union
from pydantic import BaseModel, Field, TypeAdapter, ValidationError, field_validator, model_validator


class ToolCall(BaseModel):
    id: str
    name: str
    arguments: dict[str, Any] = Field(default_factory=dict)

    @field_validator('arguments', mode='before')
    @classmethod
    def parse_args(cls, v):
        if isinstance(v, str):
            import json
            return json.loads(v)
        return v


class SystemMsg(BaseModel):
    role: Literal['system'] = 'system'
    content: str


class UserMsg(BaseModel):
    role: Literal['user'] = 'user'
    content: Union[str, list[dict[str, str]]]


class AssistantMsg(BaseModel):
    role: Literal['assistant'] = 'assistant'
    content: Optional[str] = None
    tool_calls: list[ToolCall] = []

    @model_validator(mode='after')
    def needs_something(self):
        if self.content is None and not self.tool_calls:
            raise ValueError('assistant message needs content or tool calls')
        return self


Message = Annotated[Union[SystemMsg, UserMsg, AssistantMsg], Field(discriminator='role')]
msgs = TypeAdapter(list[Message]).validate_python([
    {'role': 'system', 'content': 'be brief'},
    {'role': 'user', 'content': [{'type': 'text', 'text': 'hi'}]},
    {'role': 'assistant', 'tool_calls': [{'id': 'c1', 'name': 'search', 'arguments': '{"q": "x", "k": 3}'}]},
])
kinds = [type(m).__name__ for m in msgs]
fs = [sorted(m.model_fields_set) for m in msgs]
dumped = TypeAdapter(list[Message]).dump_python(msgs, exclude_unset=True)
js = TypeAdapter(list[Message]).dump_json(msgs, exclude_defaults=True).decode()
try:
    TypeAdapter(list[Message]).validate_python([{'role': 'assistant'}, {'role': 'tool'}])
except ValidationError as e:
    errs = e.errors(include_url=False)
