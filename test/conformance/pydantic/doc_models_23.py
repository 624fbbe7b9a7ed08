out = []
from typing import Generic, TypeVar
from pydantic import BaseModel, ValidationError
T = TypeVar('T')

class InnerT(BaseModel, Generic[T]):
    inner: T

class OuterT(BaseModel, Generic[T]):
    outer: T
    nested: InnerT[T]
nested = InnerT[int](inner=1)
out.append(str(OuterT[int](outer=1, nested=nested)))
try:
    out.append(str(OuterT[int](outer='a', nested=InnerT(inner='a'))))
except ValidationError as e:
    out.append(str(e))
    "\n    2 validation errors for OuterT[int]\n    outer\n      Input should be a valid integer, unable to parse string as an integer [type=int_parsing, input_value='a', input_type=str]\n    nested.inner\n      Input should be a valid integer, unable to parse string as an integer [type=int_parsing, input_value='a', input_type=str]\n    "
