from pydantic import BaseModel, Field, ValidationError, field_validator
from typing import Optional, List

class User(BaseModel):
    id: int
    name: str = 'Jane'
    tags: List[str] = []
    age: Optional[int] = Field(None, ge=0)

    @field_validator('name')
    @classmethod
    def cap(cls, v):
        return v.title()

u = User(id='3', name='bob smith')
d = u.model_dump()
j = u.model_dump_json()
fs = sorted(u.model_fields_set)
r = repr(u)
try:
    User(id='x', age=-1)
except ValidationError as e:
    errs = e.errors()
    msg = str(e)
