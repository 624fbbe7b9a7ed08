out = []
import json
from typing import Annotated
from pydantic import BaseModel, EmailStr, Field, SecretStr

class User(BaseModel):
    age: int = Field(description='Age of the user')
    email: Annotated[EmailStr, Field(examples=['marcelo@mail.com'])]
    name: str = Field(title='Username')
    password: SecretStr = Field(json_schema_extra={'title': 'Password', 'description': 'Password of the user', 'examples': ['123456']})
out.append(str(json.dumps(User.model_json_schema(), indent=2)))
'\n{\n  "properties": {\n    "age": {\n      "description": "Age of the user",\n      "title": "Age",\n      "type": "integer"\n    },\n    "email": {\n      "examples": [\n        "marcelo@mail.com"\n      ],\n      "format": "email",\n      "title": "Email",\n      "type": "string"\n    },\n    "name": {\n      "title": "Username",\n      "type": "string"\n    },\n    "password": {\n      "description": "Password of the user",\n      "examples": [\n        "123456"\n      ],\n      "format": "password",\n      "title": "Password",\n      "type": "string",\n      "writeOnly": true\n    }\n  },\n  "required": [\n    "age",\n    "email",\n    "name",\n    "password"\n  ],\n  "title": "User",\n  "type": "object"\n}\n'
