from typing import Callable
from pydantic import BaseModel, ConfigDict, PydanticInvalidForJsonSchema
from pydantic.errors import PydanticUserError

class Thing:
    pass

class M(BaseModel):
    model_config = ConfigDict(arbitrary_types_allowed=True)
    t: Thing

class N(BaseModel):
    f: Callable

out = []
for cls in (M, N):
    try:
        cls.model_json_schema()
    except PydanticInvalidForJsonSchema as e:
        out.append(str(e))
try:
    BaseModel.model_json_schema()
except AttributeError as e:
    out.append(str(e))
