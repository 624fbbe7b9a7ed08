out = []
import json
from enum import Enum
from typing import Annotated, Union
from pydantic import BaseModel, Field
from pydantic.config import ConfigDict

class FooBar(BaseModel):
    count: int
    size: Union[float, None] = None

class Gender(str, Enum):
    male = 'male'
    female = 'female'
    other = 'other'
    not_given = 'not_given'

class MainModel(BaseModel):
    """
    This is the description of the main model
    """
    model_config = ConfigDict(title='Main')
    foo_bar: FooBar
    gender: Annotated[Union[Gender, None], Field(alias='Gender')] = None
    snap: int = Field(default=42, title='The Snap', description='this is the value of snap', gt=30, lt=50)
main_model_schema = MainModel.model_json_schema()
out.append(str(json.dumps(main_model_schema, indent=2)))
'\n{\n  "$defs": {\n    "FooBar": {\n      "properties": {\n        "count": {\n          "title": "Count",\n          "type": "integer"\n        },\n        "size": {\n          "anyOf": [\n            {\n              "type": "number"\n            },\n            {\n              "type": "null"\n            }\n          ],\n          "default": null,\n          "title": "Size"\n        }\n      },\n      "required": [\n        "count"\n      ],\n      "title": "FooBar",\n      "type": "object"\n    },\n    "Gender": {\n      "enum": [\n        "male",\n        "female",\n        "other",\n        "not_given"\n      ],\n      "title": "Gender",\n      "type": "string"\n    }\n  },\n  "description": "This is the description of the main model",\n  "properties": {\n    "foo_bar": {\n      "$ref": "#/$defs/FooBar"\n    },\n    "Gender": {\n      "anyOf": [\n        {\n          "$ref": "#/$defs/Gender"\n        },\n        {\n          "type": "null"\n        }\n      ],\n      "default": null\n    },\n    "snap": {\n      "default": 42,\n      "description": "this is the value of snap",\n      "exclusiveMaximum": 50,\n      "exclusiveMinimum": 30,\n      "title": "The Snap",\n      "type": "integer"\n    }\n  },\n  "required": [\n    "foo_bar"\n  ],\n  "title": "Main",\n  "type": "object"\n}\n'
