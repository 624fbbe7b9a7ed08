from typing import Annotated, Any
from pydantic import BaseModel, ConfigDict, Field, Json, SecretStr, field_validator, model_validator
from pydantic.json_schema import SkipJsonSchema

def extra(schema, cls):
    schema['x-cls'] = cls.__name__

class A(BaseModel):
    model_config = ConfigDict(title='Alpha', json_schema_extra=extra, extra='allow')
    secret: SecretStr
    raw: Json[list[int]]
    hidden: SkipJsonSchema[int] = 3
    maybe: int | SkipJsonSchema[None] = None
    v: Annotated[int, Field(title='Vee', examples=[1, 2], deprecated=True)] = 5

    @field_validator('v', mode='before')
    @classmethod
    def fv(cls, x: Any) -> Any:
        return x

    @model_validator(mode='before')
    @classmethod
    def mv(cls, data: Any) -> Any:
        return data

class B(BaseModel):
    model_config = ConfigDict(json_schema_mode_override='serialization', json_schema_serialization_defaults_required=True)
    a: int = 1
    b: str

a = A.model_json_schema()
a2 = A.model_json_schema(mode='serialization')
b = B.model_json_schema()
