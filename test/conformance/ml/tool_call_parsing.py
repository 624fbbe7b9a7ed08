# Tool calls parsed from model text into pydantic models; bad arguments become validation errors.
import json
from typing import Any, Literal, Optional

from pydantic import BaseModel, Field, ValidationError


class FunctionCall(BaseModel):
    name: str
    arguments: dict[str, Any] = Field(default_factory=dict)


class ToolCall(BaseModel):
    id: str
    type: Literal["function"] = "function"
    function: FunctionCall


class CalcArgs(BaseModel):
    expression: str
    precision: int = Field(default=2, ge=0, le=10)


raw = [
    '{"id": "call_0", "function": {"name": "calc", "arguments": "{\\"expression\\": \\"1+2\\"}"}}',
    '{"id": "call_1", "type": "function", "function": {"name": "calc", "arguments": "{\\"expression\\": \\"3*4\\", \\"precision\\": 12}"}}',
    '{"id": "call_2", "type": "tool", "function": {"name": "search", "arguments": "{}"}}',
]
parsed: list[ToolCall] = []
errors: list[Any] = []
for text in raw:
    data = json.loads(text)
    data["function"]["arguments"] = json.loads(data["function"]["arguments"])
    try:
        call = ToolCall.model_validate(data)
    except ValidationError as e:
        errors.append([(err["loc"], err["type"], err["msg"]) for err in e.errors()])
        continue
    parsed.append(call)

arg_results: list[Optional[dict]] = []
for call in parsed:
    try:
        args = CalcArgs(**call.function.arguments)
        arg_results.append(args.model_dump())
    except ValidationError as e:
        arg_results.append(None)
        first_error = str(e).splitlines()[0]
        detail = e.errors()[0]["msg"]
dumped = [c.model_dump(exclude_defaults=True) for c in parsed]
