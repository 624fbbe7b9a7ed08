out = []
import json
from pydantic import BaseModel, ConfigDict

class Model(BaseModel):
    a: str
    model_config = ConfigDict(json_schema_extra={'examples': [{'a': 'Foo'}]})
out.append(str(json.dumps(Model.model_json_schema(), indent=2)))
'\n{\n  "examples": [\n    {\n      "a": "Foo"\n    }\n  ],\n  "properties": {\n    "a": {\n      "title": "A",\n      "type": "string"\n    }\n  },\n  "required": [\n    "a"\n  ],\n  "title": "Model",\n  "type": "object"\n}\n'
