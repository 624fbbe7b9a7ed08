out = []
import json
from pydantic import BaseModel
from pydantic.type_adapter import TypeAdapter

class Foo(BaseModel):
    a: int

class Model(BaseModel):
    a: Foo
adapter = TypeAdapter(Model)
out.append(str(json.dumps(adapter.json_schema(ref_template='#/components/schemas/{model}'), indent=2)))
'\n{\n  "$defs": {\n    "Foo": {\n      "properties": {\n        "a": {\n          "title": "A",\n          "type": "integer"\n        }\n      },\n      "required": [\n        "a"\n      ],\n      "title": "Foo",\n      "type": "object"\n    }\n  },\n  "properties": {\n    "a": {\n      "$ref": "#/components/schemas/Foo"\n    }\n  },\n  "required": [\n    "a"\n  ],\n  "title": "Model",\n  "type": "object"\n}\n'
