out = []
from dataclasses import dataclass
from typing import Any
from pydantic_core import core_schema
from pydantic import BaseModel, GetCoreSchemaHandler

@dataclass
class CompressedString:
    dictionary: dict[int, str]
    text: list[int]

    def build(self) -> str:
        return ' '.join([self.dictionary[key] for key in self.text])

    @classmethod
    def __get_pydantic_core_schema__(cls, source: type[Any], handler: GetCoreSchemaHandler) -> core_schema.CoreSchema:
        assert source is CompressedString
        return core_schema.no_info_after_validator_function(cls._validate, core_schema.str_schema(), serialization=core_schema.plain_serializer_function_ser_schema(cls._serialize, info_arg=False, return_schema=core_schema.str_schema()))

    @staticmethod
    def _validate(value: str) -> 'CompressedString':
        inverse_dictionary: dict[str, int] = {}
        text: list[int] = []
        for word in value.split(' '):
            if word not in inverse_dictionary:
                inverse_dictionary[word] = len(inverse_dictionary)
            text.append(inverse_dictionary[word])
        return CompressedString({v: k for k, v in inverse_dictionary.items()}, text)

    @staticmethod
    def _serialize(value: 'CompressedString') -> str:
        return value.build()

class MyModel(BaseModel):
    value: CompressedString
out.append(str(MyModel.model_json_schema()))
"\n{\n    'properties': {'value': {'title': 'Value', 'type': 'string'}},\n    'required': ['value'],\n    'title': 'MyModel',\n    'type': 'object',\n}\n"
out.append(str(MyModel(value='fox fox fox dog fox')))
"\nvalue = CompressedString(dictionary={0: 'fox', 1: 'dog'}, text=[0, 0, 0, 1, 0])\n"
out.append(str(MyModel(value='fox fox fox dog fox').model_dump(mode='json')))
