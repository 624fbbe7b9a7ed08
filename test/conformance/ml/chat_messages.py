# Chat messages as pydantic models with Literal roles; dumps without None fields; token accounting.
from typing import Literal, Optional

from pydantic import BaseModel, ValidationError


class Message(BaseModel):
    role: Literal["system", "user", "assistant", "tool"]
    content: str
    tool_call_id: Optional[str] = None
    name: Optional[str] = None


history = [
    Message(role="system", content="You are helpful."),
    Message(role="user", content="What is 2+2?"),
    Message(role="assistant", content="Let me compute."),
    Message(role="tool", content="4", tool_call_id="call_0", name="calc"),
    Message(role="assistant", content="It is 4."),
]
payload = [m.model_dump(exclude_none=True) for m in history]
roles = [m.role for m in history]
assistant_chars = sum(len(m.content) for m in history if m.role == "assistant")
history.append(Message.model_validate({"role": "user", "content": "thanks"}))
last_json = history[-1].model_dump_json(exclude_none=True)
try:
    Message(role="robot", content="beep")
except ValidationError as e:
    err_line = str(e).splitlines()[0]
    err = e.errors()[0]
    err_fields = (err["type"], err["loc"], err["msg"], err["input"])
copied = history[1].model_copy(update={"content": "What is 3+3?"})
orig_content = history[1].content
fields_set = sorted(history[3].model_fields_set)
