# On Python < 3.12 pydantic refuses typing.TypedDict (its PydanticUserError names
# typing_extensions.TypedDict); typing_extensions' TypedDict is a different class and validates.
import typing

import typing_extensions
from pydantic import BaseModel, PydanticUserError, TypeAdapter


class FromTyping(typing.TypedDict):
    a: int


class FromExtensions(typing_extensions.TypedDict):
    a: int


class Inherited(FromTyping):
    b: str


same_class = typing.TypedDict is typing_extensions.TypedDict
outcomes = {}
for name, td in {"typing": FromTyping, "extensions": FromExtensions, "inherited": Inherited}.items():
    try:
        outcomes[name] = TypeAdapter(td).validate_python({"a": "1", "b": "x"})
    except PydanticUserError as e:
        outcomes[name] = (type(e).__name__, e.code, str(e))
try:

    class Holder(BaseModel):
        item: FromTyping

    holder = "defined"
except PydanticUserError as e:
    holder = (e.code, e.message)
plain_call = FromTyping(a=1)
keys = sorted(Inherited.__required_keys__)
