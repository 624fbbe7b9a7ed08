out = []
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Annotated, Any
from pydantic_core import core_schema
from pydantic import BaseModel, GetCoreSchemaHandler, ValidationError

@dataclass
class RestrictCharacters:
    alphabet: Sequence[str]

    def __get_pydantic_core_schema__(self, source: type[Any], handler: GetCoreSchemaHandler) -> core_schema.CoreSchema:
        if not self.alphabet:
            raise ValueError('Alphabet may not be empty')
        schema = handler(source)
        if schema['type'] != 'str':
            raise TypeError('RestrictCharacters can only be applied to strings')
        return core_schema.no_info_after_validator_function(self.validate, schema)

    def validate(self, value: str) -> str:
        if any((c not in self.alphabet for c in value)):
            raise ValueError(f'{value!r} is not restricted to {self.alphabet!r}')
        return value

class MyModel(BaseModel):
    value: Annotated[str, RestrictCharacters('ABC')]
out.append(str(MyModel.model_json_schema()))
"\n{\n    'properties': {'value': {'title': 'Value', 'type': 'string'}},\n    'required': ['value'],\n    'title': 'MyModel',\n    'type': 'object',\n}\n"
out.append(str(MyModel(value='CBA')))
try:
    MyModel(value='XYZ')
except ValidationError as e:
    out.append(str(e))
    "\n    1 validation error for MyModel\n    value\n      Value error, 'XYZ' is not restricted to 'ABC' [type=value_error, input_value='XYZ', input_type=str]\n    "
