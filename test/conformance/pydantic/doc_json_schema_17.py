out = []
import json
from pydantic import BaseModel, ConfigDict

def make_title(model: type) -> str:
    return f'Title-{model.__name__}'

class Person(BaseModel):
    model_config = ConfigDict(model_title_generator=make_title)
    name: str
    age: int
out.append(str(json.dumps(Person.model_json_schema(), indent=2)))
'\n{\n  "properties": {\n    "name": {\n      "title": "Name",\n      "type": "string"\n    },\n    "age": {\n      "title": "Age",\n      "type": "integer"\n    }\n  },\n  "required": [\n    "name",\n    "age"\n  ],\n  "title": "Title-Person",\n  "type": "object"\n}\n'
