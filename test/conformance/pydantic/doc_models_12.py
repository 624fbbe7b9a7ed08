out = []
from datetime import datetime
from typing import Optional
from pydantic import BaseModel, ValidationError

class User(BaseModel):
    id: int
    name: str = 'John Doe'
    signup_ts: Optional[datetime] = None
m = User.model_validate({'id': 123, 'name': 'James'})
out.append(str(m))
try:
    m = User.model_validate_json('{"id": 123, "name": 123}')
except ValidationError as e:
    out.append(str(e))
    '\n    1 validation error for User\n    name\n      Input should be a valid string [type=string_type, input_value=123, input_type=int]\n    '
m = User.model_validate_strings({'id': '123', 'name': 'James'})
out.append(str(m))
m = User.model_validate_strings({'id': '123', 'name': 'James', 'signup_ts': '2024-04-01T12:00:00'})
out.append(str(m))
try:
    m = User.model_validate_strings({'id': '123', 'name': 'James', 'signup_ts': '2024-04-01'}, strict=True)
except ValidationError as e:
    out.append(str(e))
    "\n    1 validation error for User\n    signup_ts\n      Input should be a valid datetime, invalid datetime separator, expected `T`, `t`, `_` or space [type=datetime_parsing, input_value='2024-04-01', input_type=str]\n    "
