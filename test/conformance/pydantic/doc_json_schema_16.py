out = []
import json
from pydantic import BaseModel, ConfigDict

class Person(BaseModel):
    model_config = ConfigDict(field_title_generator=lambda field_name, field_info: field_name.upper())
    name: str
    age: int
out.append(str(json.dumps(Person.model_json_schema(), indent=2)))
'\n{\n  "properties": {\n    "name": {\n      "title": "NAME",\n      "type": "string"\n    },\n    "age": {\n      "title": "AGE",\n      "type": "integer"\n    }\n  },\n  "required": [\n    "name",\n    "age"\n  ],\n  "title": "Person",\n  "type": "object"\n}\n'
