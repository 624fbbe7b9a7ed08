from enum import Enum
from typing import Literal, Optional
from pydantic import BaseModel, Field


class Kind(Enum):
    A = 'a'
    B = 'b'


class Sub(BaseModel):
    x: int = Field(ge=0, description='an x')


class Top(BaseModel):
    """The top model."""

    name: str = Field(title='Name!', max_length=10)
    kind: Kind = Kind.A
    sub: Optional[Sub] = None
    tags: list[str] = []
    mode: Literal['a', 'b'] = 'a'
    score: float = Field(default=1.5, examples=[1.0, 2.0])


schema = Top.model_json_schema()
ser_schema = Top.model_json_schema(mode='serialization')
sub_schema = Sub.model_json_schema()
