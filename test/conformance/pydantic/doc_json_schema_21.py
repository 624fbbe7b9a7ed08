out = []
import json
from typing import Optional
from pydantic import BaseModel, Field
from pydantic.json_schema import GenerateJsonSchema, JsonSchemaValue

class MyGenerateJsonSchema(GenerateJsonSchema):

    def sort(self, value: JsonSchemaValue, parent_key: Optional[str]=None) -> JsonSchemaValue:
        """No-op, we don't want to sort schema values at all."""
        return value

class Bar(BaseModel):
    c: str
    b: str
    a: str = Field(json_schema_extra={'c': 'hi', 'b': 'hello', 'a': 'world'})
json_schema = Bar.model_json_schema(schema_generator=MyGenerateJsonSchema)
out.append(str(json.dumps(json_schema, indent=2)))
'\n{\n  "type": "object",\n  "properties": {\n    "c": {\n      "type": "string",\n      "title": "C"\n    },\n    "b": {\n      "type": "string",\n      "title": "B"\n    },\n    "a": {\n      "type": "string",\n      "c": "hi",\n      "b": "hello",\n      "a": "world",\n      "title": "A"\n    }\n  },\n  "required": [\n    "c",\n    "b",\n    "a"\n  ],\n  "title": "Bar"\n}\n'
