out = []
from typing import Union
from pydantic import BaseModel, Field, ValidationError

class User(BaseModel):
    id: Union[str, int] = Field(union_mode='left_to_right')
out.append(str(User(id=123)))
out.append(str(User(id='hello')))
try:
    User(id=[])
except ValidationError as e:
    out.append(str(e))
    '\n    2 validation errors for User\n    id.str\n      Input should be a valid string [type=string_type, input_value=[], input_type=list]\n    id.int\n      Input should be a valid integer [type=int_type, input_value=[], input_type=list]\n    '
