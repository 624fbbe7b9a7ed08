from typing import Annotated
from pydantic import BaseModel, StringConstraints, ValidationError, TypeAdapter
class M(BaseModel):
    v: Annotated[str, StringConstraints(ascii_only=True, min_length=5)]
    w: Annotated[str, StringConstraints(ascii_only=True, to_upper=True)] = 'a'
out = []
for v in ['café', 'ab', 'abcdé', 'hello']:
    try:
        out.append(M(v=v, w=v).model_dump())
    except ValidationError as e:
        out.append(e.errors(include_url=False))
title = None
try:
    TypeAdapter(Annotated[str, StringConstraints(ascii_only=True)]).validate_python('é')
except ValidationError as e:
    title = e.title
