from typing import Annotated, Any, Literal, Optional, Union
from pydantic import BaseModel, ConfigDict, Field, ValidationError, TypeAdapter

class TextPart(BaseModel):
    type: Literal['text'] = 'text'
    text: str

class ImagePart(BaseModel):
    type: Literal['image'] = 'image'
    url: str
    detail: Literal['low', 'high'] = 'low'

Part = Annotated[Union[TextPart, ImagePart], Field(discriminator='type')]

class Turn(BaseModel):
    model_config = ConfigDict(extra='forbid', frozen=True)
    parts: list[Part]
    score: float = Field(ge=0, le=1, default=0.5)

t = Turn(parts=[{'type': 'text', 'text': 'hi'}, {'type': 'image', 'url': 'u'}])
out = []
for bad in [{'parts': [{'type': 'video'}]}, {'parts': [], 'score': 2}, {'parts': [], 'extra': 1}, {'parts': [{'type': 'text'}]}]:
    try:
        Turn.model_validate(bad)
    except ValidationError as e:
        out.append(str(e))
        out.append(e.errors(include_url=False))
try:
    t.score = 0.1
except ValidationError as e:
    out.append(str(e))
ta = TypeAdapter(list[Part])
parts = ta.validate_python([{'type': 'text', 'text': 'a'}])
js = ta.dump_json(parts)
cp = t.model_copy(update={'score': 0.9})
fs = sorted(cp.model_fields_set)
h = hash(t) == hash(Turn(parts=t.parts))
