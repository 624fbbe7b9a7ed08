out = []
import json
from pydantic import BaseModel
from pydantic.json_schema import models_json_schema

class Foo(BaseModel):
    a: str = None

class Model(BaseModel):
    b: Foo

class Bar(BaseModel):
    c: int
_, top_level_schema = models_json_schema([(Model, 'validation'), (Bar, 'validation')], title='My Schema')
out.append(str(json.dumps(top_level_schema, indent=2)))
'\n{\n  "$defs": {\n    "Bar": {\n      "properties": {\n        "c": {\n          "title": "C",\n          "type": "integer"\n        }\n      },\n      "required": [\n        "c"\n      ],\n      "title": "Bar",\n      "type": "object"\n    },\n    "Foo": {\n      "properties": {\n        "a": {\n          "default": null,\n          "title": "A",\n          "type": "string"\n        }\n      },\n      "title": "Foo",\n      "type": "object"\n    },\n    "Model": {\n      "properties": {\n        "b": {\n          "$ref": "#/$defs/Foo"\n        }\n      },\n      "required": [\n        "b"\n      ],\n      "title": "Model",\n      "type": "object"\n    }\n  },\n  "title": "My Schema"\n}\n'
