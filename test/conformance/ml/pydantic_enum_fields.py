# Enums in pydantic fields: validation from values, dumping in python and json mode.
from enum import Enum, IntEnum

from pydantic import BaseModel, ValidationError


class Role(str, Enum):
    USER = "user"
    ASSISTANT = "assistant"
    TOOL = "tool"


class Priority(IntEnum):
    LOW = 0
    HIGH = 1


class Request(BaseModel):
    role: Role
    priority: Priority = Priority.LOW
    tokens: list[int] = []


r1 = Request(role="assistant", priority=1, tokens=[1, 2])
r2 = Request.model_validate({"role": Role.TOOL})
is_member = r1.role is Role.ASSISTANT
py_dump = r1.model_dump()
json_dump = r1.model_dump(mode="json")
json_text = r2.model_dump_json()
role_value = py_dump["role"].value
try:
    Request(role="system")
except ValidationError as e:
    err = e.errors()[0]
    details = (err["type"], err["msg"], err["ctx"])
try:
    Request(role="user", priority=5)
except ValidationError as e:
    prio = (e.errors()[0]["type"], e.errors()[0]["msg"])
by_role = {}
for r in (r1, r2, Request(role="user")):
    by_role.setdefault(r.role.value, []).append(len(r.tokens))
