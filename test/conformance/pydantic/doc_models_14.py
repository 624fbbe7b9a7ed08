out = []
from pydantic import BaseModel, ValidationError

class Model(BaseModel):
    list_of_ints: list[int]
    a_float: float
data = {'list_of_ints': ['1', 2, 'bad'], 'a_float': 'not a float'}
try:
    Model(**data)
except ValidationError as e:
    out.append(str(e))
    "\n    2 validation errors for Model\n    list_of_ints.2\n      Input should be a valid integer, unable to parse string as an integer [type=int_parsing, input_value='bad', input_type=str]\n    a_float\n      Input should be a valid number, unable to parse string as a number [type=float_parsing, input_value='not a float', input_type=str]\n    "
