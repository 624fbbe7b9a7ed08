out = []
import json
from typing import Union
from pydantic import BaseModel, TypeAdapter

class Cat(BaseModel):
    name: str
    color: str

class Dog(BaseModel):
    name: str
    breed: str
ta = TypeAdapter(Union[Cat, Dog])
ta_schema = ta.json_schema()
out.append(str(json.dumps(ta_schema, indent=2)))
'\n{\n  "$defs": {\n    "Cat": {\n      "properties": {\n        "name": {\n          "title": "Name",\n          "type": "string"\n        },\n        "color": {\n          "title": "Color",\n          "type": "string"\n        }\n      },\n      "required": [\n        "name",\n        "color"\n      ],\n      "title": "Cat",\n      "type": "object"\n    },\n    "Dog": {\n      "properties": {\n        "name": {\n          "title": "Name",\n          "type": "string"\n        },\n        "breed": {\n          "title": "Breed",\n          "type": "string"\n        }\n      },\n      "required": [\n        "name",\n        "breed"\n      ],\n      "title": "Dog",\n      "type": "object"\n    }\n  },\n  "anyOf": [\n    {\n      "$ref": "#/$defs/Cat"\n    },\n    {\n      "$ref": "#/$defs/Dog"\n    }\n  ]\n}\n'
