from typing import Literal, Union, Annotated
from pydantic import BaseModel, Field, ValidationError

class Text(BaseModel):
    type: Literal["text"] = "text"
    text: str

class Image(BaseModel):
    type: Literal["image"] = "image"
    url: str

class Msg(BaseModel):
    parts: list[Annotated[Union[Text, Image], Field(discriminator="type")]]

m = Msg(parts=[{"type": "text", "text": "hi"}, {"type": "image", "url": "u"}])
r = repr(m)
d = m.model_dump()
try:
    Msg(parts=[{"type": "video"}])
except ValidationError as e:
    msg = str(e)
try:
    Msg(parts=[{"text": "x"}])
except ValidationError as e:
    msg2 = str(e)
