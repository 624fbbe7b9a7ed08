out = []
import json
from pydantic import BaseModel, Field

def pop_default(s):
    s.pop('default')

class Model(BaseModel):
    a: int = Field(default=1, json_schema_extra=pop_default)
out.append(str(json.dumps(Model.model_json_schema(), indent=2)))
'\n{\n  "properties": {\n    "a": {\n      "title": "A",\n      "type": "integer"\n    }\n  },\n  "title": "Model",\n  "type": "object"\n}\n'
