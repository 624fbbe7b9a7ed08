out = []
from decimal import Decimal
from pydantic import BaseModel

class Model(BaseModel):
    a: Decimal = Decimal('12.34')
out.append(str(Model.model_json_schema(mode='validation')))
"\n{\n    'properties': {\n        'a': {\n            'anyOf': [\n                {'type': 'number'},\n                {\n                    'pattern': '^(?!^[-+.]*$)[+-]?0*\\d*\\.?\\d*$',\n                    'type': 'string',\n                },\n            ],\n            'default': '12.34',\n            'title': 'A',\n        }\n    },\n    'title': 'Model',\n    'type': 'object',\n}\n"
out.append(str(Model.model_json_schema(mode='serialization')))
"\n{\n    'properties': {\n        'a': {\n            'default': '12.34',\n            'pattern': '^(?!^[-+.]*$)[+-]?0*\\d*\\.?\\d*$',\n            'title': 'A',\n            'type': 'string',\n        }\n    },\n    'title': 'Model',\n    'type': 'object',\n}\n"
