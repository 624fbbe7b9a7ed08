out = []
from pydantic import BaseModel, Field, ValidationError

class User(BaseModel):
    name: str
    age: int = Field(strict=True)
user = User(name='John', age=42)
out.append(str(user))
try:
    another_user = User(name='John', age='42')
except ValidationError as e:
    out.append(str(e))
    "\n    1 validation error for User\n    age\n      Input should be a valid integer [type=int_type, input_value='42', input_type=str]\n    "
