# Parsing tool calls from generated text (json + regex), validating with pydantic, recording masks.
import json
import re

import torch
from pydantic import BaseModel, ValidationError


class FunctionCall(BaseModel):
    name: str
    arguments: dict


text = 'Thinking <tool_call>{"name": "search", "arguments": {"q": "torch"}}</tool_call> more <tool_call>{"name": "calc", "arguments": "bad"}</tool_call> <tool_call>{oops}</tool_call>'
matches = re.findall(r"<tool_call>(.*?)</tool_call>", text, re.DOTALL)
calls, errors = [], []
for m in matches:
    try:
        calls.append(FunctionCall(**json.loads(m)))
    except json.JSONDecodeError as e:
        errors.append(("json", e.msg))
    except ValidationError as e:
        errors.append(("validation", e.errors()[0]["type"]))
names = [c.name for c in calls]
content = re.sub(r"<tool_call>.*?</tool_call>", "", text).strip()
valid = torch.tensor([1 if i < len(calls) else 0 for i in range(len(matches))])
n_valid = int(valid.sum())
dumped = json.dumps([c.model_dump() for c in calls])
