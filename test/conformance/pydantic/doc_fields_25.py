out = []
from pydantic import BaseModel, Field, ValidationError

class User(BaseModel):
    name: str = Field(frozen=True)
    age: int
user = User(name='John', age=42)
try:
    user.name = 'Jane'
except ValidationError as e:
    out.append(str(e))
    "\n    1 validation error for User\n    name\n      Field is frozen [type=frozen_field, input_value='Jane', input_type=str]\n    "
