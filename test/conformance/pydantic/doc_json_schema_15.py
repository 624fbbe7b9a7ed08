out = []
import json
from typing import Any
from pydantic_core import core_schema as cs
from pydantic import GetCoreSchemaHandler, GetJsonSchemaHandler, TypeAdapter
from pydantic.json_schema import JsonSchemaValue

class Person:
    name: str
    age: int

    def __init__(self, name: str, age: int):
        self.name = name
        self.age = age

    @classmethod
    def __get_pydantic_core_schema__(cls, source_type: Any, handler: GetCoreSchemaHandler) -> cs.CoreSchema:
        return cs.typed_dict_schema({'name': cs.typed_dict_field(cs.str_schema()), 'age': cs.typed_dict_field(cs.int_schema())})

    @classmethod
    def __get_pydantic_json_schema__(cls, core_schema: cs.CoreSchema, handler: GetJsonSchemaHandler) -> JsonSchemaValue:
        json_schema = handler(core_schema)
        json_schema = handler.resolve_ref_schema(json_schema)
        json_schema['examples'] = [{'name': 'John Doe', 'age': 25}]
        json_schema['title'] = 'Person'
        return json_schema
out.append(str(json.dumps(TypeAdapter(Person).json_schema(), indent=2)))
'\n{\n  "examples": [\n    {\n      "age": 25,\n      "name": "John Doe"\n    }\n  ],\n  "properties": {\n    "name": {\n      "title": "Name",\n      "type": "string"\n    },\n    "age": {\n      "title": "Age",\n      "type": "integer"\n    }\n  },\n  "required": [\n    "name",\n    "age"\n  ],\n  "title": "Person",\n  "type": "object"\n}\n'
