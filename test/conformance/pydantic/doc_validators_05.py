out = []
from typing import Annotated, Any
from pydantic import BaseModel, BeforeValidator, ValidationError

def ensure_list(value: Any) -> Any:
    if not isinstance(value, list):
        return [value]
    else:
        return value

class Model(BaseModel):
    numbers: Annotated[list[int], BeforeValidator(ensure_list)]
out.append(str(Model(numbers=2)))
try:
    Model(numbers='str')
except ValidationError as err:
    out.append(str(err))
    "\n    1 validation error for Model\n    numbers.0\n      Input should be a valid integer, unable to parse string as an integer [type=int_parsing, input_value='str', input_type=str]\n    "
