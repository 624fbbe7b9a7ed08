out = []
from typing import Generic
from typing_extensions import TypeVar
from pydantic import BaseModel, ValidationError
T = TypeVar('T')
U = TypeVar('U', bound=int)
V = TypeVar('V', default=str)

class Model(BaseModel, Generic[T, U, V]):
    t: T
    u: U
    v: V
out.append(str(Model(t='t', u=1, v='v')))
try:
    Model(t='t', u='u', v=1)
except ValidationError as exc:
    out.append(str(exc))
    "\n    2 validation errors for Model\n    u\n      Input should be a valid integer, unable to parse string as an integer [type=int_parsing, input_value='u', input_type=str]\n    v\n      Input should be a valid string [type=string_type, input_value=1, input_type=int]\n    "
