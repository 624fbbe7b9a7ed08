out = []
from typing import Any
from pydantic import BaseModel, ValidationError, field_validator

class Model(BaseModel):
    numbers: list[int]

    @field_validator('numbers', mode='before')
    @classmethod
    def ensure_list(cls, value: Any) -> Any:
        if not isinstance(value, list):
            return [value]
        else:
            return value
out.append(str(Model(numbers=2)))
try:
    Model(numbers='str')
except ValidationError as err:
    out.append(str(err))
    "\n    1 validation error for Model\n    numbers.0\n      Input should be a valid integer, unable to parse string as an integer [type=int_parsing, input_value='str', input_type=str]\n    "
