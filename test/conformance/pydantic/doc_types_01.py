out = []
from typing import Annotated
from pydantic import Field, TypeAdapter, ValidationError
PositiveInt = Annotated[int, Field(gt=0)]
ta = TypeAdapter(PositiveInt)
out.append(str(ta.validate_python(1)))
try:
    ta.validate_python(-1)
except ValidationError as exc:
    out.append(str(exc))
    '\n    1 validation error for constrained-int\n      Input should be greater than 0 [type=greater_than, input_value=-1, input_type=int]\n    '
