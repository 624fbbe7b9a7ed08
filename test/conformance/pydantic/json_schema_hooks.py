from enum import Enum
from typing import Annotated, Any, Optional, Union
from pydantic import (BaseModel, BeforeValidator, Field, GetJsonSchemaHandler, PlainValidator, TypeAdapter,
                      WithJsonSchema, model_serializer, ValidationError)
from pydantic.json_schema import Examples, JsonSchemaValue
from pydantic_core import core_schema as cs

class Size(Enum):
    S = 's'
    L = 'l'

class Inner(BaseModel):
    a: int

class Custom(BaseModel):
    x: int

    @classmethod
    def __get_pydantic_json_schema__(cls, core_schema: cs.CoreSchema, handler: GetJsonSchemaHandler) -> JsonSchemaValue:
        json_schema = handler(core_schema)
        json_schema = handler.resolve_ref_schema(json_schema)
        json_schema['examples'] = [{'x': 1}]
        return json_schema

def add_x(s: dict) -> None:
    s['x-added'] = True

class Outer(BaseModel):
    inner: Inner = Field(title='The inner', description='inner model')
    maybe: Optional[Inner] = Field(default=None, description='maybe inner')
    size: Size = Size.L
    sizes: list[Size] = [Size.S]
    custom: Custom
    d: int = Field(default=1, json_schema_extra=add_x)
    pv: Annotated[int, PlainValidator(int, json_schema_input_type=Union[int, str])] = 0
    bv: Annotated[int, BeforeValidator(int)] = 0
    wj: Annotated[int, WithJsonSchema({'type': 'string'}, mode='serialization')] = 0
    ex: Annotated[int, Examples([1, 2])] = 0
    inner_default: Inner = Inner(a=3)

class Ser(BaseModel):
    a: int

    @model_serializer
    def ser(self) -> dict[str, int]:
        return {'a': self.a}

a = Outer.model_json_schema()
b = Outer.model_json_schema(mode='serialization')
c = Ser.model_json_schema(mode='serialization')
d = Ser.model_json_schema()
e = TypeAdapter(dict[str, int]).json_schema()
f = TypeAdapter(Annotated[list[int], Field(min_length=1, description='ints')]).json_schema()
