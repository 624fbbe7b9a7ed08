from typing import Annotated, Optional
from pydantic import BaseModel, ConfigDict, Field, WithJsonSchema


class M(BaseModel):
    model_config = ConfigDict(title='Custom', json_schema_extra={'examples': [{'a': 1}]})
    a: int = Field(json_schema_extra={'x-flag': True})
    b: Optional[str] = Field(None, deprecated=True)
    c: Annotated[int, WithJsonSchema({'type': 'integer', 'format': 'custom'})] = 0
    d: list[int] = Field(default_factory=list, min_length=1)


schema = M.model_json_schema()
