out = []
from datetime import date
from pydantic import TypeAdapter, ValidationError
out.append(str(TypeAdapter(date).validate_python('2000-01-01')))
try:
    TypeAdapter(date).validate_python('2000-01-01', strict=True)
except ValidationError as exc:
    out.append(str(exc))
    "\n    1 validation error for date\n      Input should be a valid date [type=date_type, input_value='2000-01-01', input_type=str]\n    "
TypeAdapter(date).validate_json('"2000-01-01"', strict=True)
