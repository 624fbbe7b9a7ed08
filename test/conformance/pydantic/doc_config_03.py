out = []
from pydantic import ConfigDict, ValidationError
from pydantic.dataclasses import dataclass

@dataclass(config=ConfigDict(str_max_length=10, validate_assignment=True))
class User:
    name: str
user = User(name='John Doe')
try:
    user.name = 'x' * 20
except ValidationError as e:
    out.append(str(e))
    "\n    1 validation error for User\n    name\n      String should have at most 10 characters [type=string_too_long, input_value='xxxxxxxxxxxxxxxxxxxx', input_type=str]\n    "
