out = []
import json
from typing import Annotated
from pydantic import BaseModel, WithJsonSchema
MyInt = Annotated[int, WithJsonSchema({'type': 'integer', 'examples': [1, 0, -1]})]

class Model(BaseModel):
    a: MyInt
out.append(str(json.dumps(Model.model_json_schema(), indent=2)))
'\n{\n  "properties": {\n    "a": {\n      "examples": [\n        1,\n        0,\n        -1\n      ],\n      "title": "A",\n      "type": "integer"\n    }\n  },\n  "required": [\n    "a"\n  ],\n  "title": "Model",\n  "type": "object"\n}\n'
