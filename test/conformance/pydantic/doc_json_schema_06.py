out = []
import json
from pydantic import BaseModel, Field
from pydantic.fields import FieldInfo

def make_title(field_name: str, field_info: FieldInfo) -> str:
    return field_name.upper()

class Person(BaseModel):
    name: str = Field(field_title_generator=make_title)
    age: int = Field(field_title_generator=make_title)
out.append(str(json.dumps(Person.model_json_schema(), indent=2)))
'\n{\n  "properties": {\n    "name": {\n      "title": "NAME",\n      "type": "string"\n    },\n    "age": {\n      "title": "AGE",\n      "type": "integer"\n    }\n  },\n  "required": [\n    "name",\n    "age"\n  ],\n  "title": "Person",\n  "type": "object"\n}\n'
