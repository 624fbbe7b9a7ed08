from enum import Enum
from typing import Literal
from pydantic import BaseModel, ValidationError

class Role(str, Enum):
    user = "user"
    assistant = "assistant"

class Msg(BaseModel):
    role: Role
    kind: Literal["text", "tool"] = "text"
    content: str = ""

m = Msg(role="user", content="hi")
r = repr(m)
d = m.model_dump()
dj = m.model_dump(mode="json")
j = m.model_dump_json()
same = m.role is Role.user
try:
    Msg(role="system", kind="image")
except ValidationError as e:
    msg = str(e)
    errs = [(x["type"], x["loc"], x["msg"]) for x in e.errors()]
