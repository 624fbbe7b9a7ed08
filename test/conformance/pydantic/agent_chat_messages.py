from enum import Enum
from typing import List, Literal, Optional, Union
from pydantic import BaseModel, Field, ValidationError, field_validator


class Role(str, Enum):
    SYSTEM = "system"
    USER = "user"
    ASSISTANT = "assistant"
    TOOL = "tool"


class Message(BaseModel):
    role: Role
    content: str = ""
    name: Optional[str] = None

    @field_validator("content")
    @classmethod
    def strip(cls, v: str) -> str:
        return v.strip()


class Conversation(BaseModel):
    messages: List[Message] = Field(default_factory=list)
    max_turns: int = Field(8, ge=1, le=64)

    def add(self, role, content):
        self.messages.append(Message(role=role, content=content))
        return self


conv = Conversation()
conv.add("system", "  You are helpful.  ").add(Role.USER, "hi")
dumped = conv.model_dump()
as_json = conv.model_dump_json(exclude_none=True)
mode_json = conv.model_dump(mode="json", exclude_defaults=True)
fields_set = sorted(conv.model_fields_set)
msg_sets = [sorted(m.model_fields_set) for m in conv.messages]
roles = [m.role.value for m in conv.messages]
same = conv.messages[1].role == "user"
try:
    Message(role="robot", content="x")
except ValidationError as e:
    errs = e.errors()
