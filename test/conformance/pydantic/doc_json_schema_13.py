out = []
from typing import Annotated, Any
from pydantic_core import ValidationError, core_schema
from pydantic import BaseModel, GetCoreSchemaHandler

class SmallString:

    def __get_pydantic_core_schema__(self, source: type[Any], handler: GetCoreSchemaHandler) -> core_schema.CoreSchema:
        schema = handler(source)
        assert schema['type'] == 'str'
        schema['max_length'] = 10
        return schema

class MyModel(BaseModel):
    value: Annotated[str, SmallString()]
try:
    MyModel(value='too long!!!!!')
except ValidationError as e:
    out.append(str(e))
    "\n    1 validation error for MyModel\n    value\n      String should have at most 10 characters [type=string_too_long, input_value='too long!!!!!', input_type=str]\n    "
