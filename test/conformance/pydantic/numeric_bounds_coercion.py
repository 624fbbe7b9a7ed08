# Numeric constraints as pydantic-core builds and checks them: a float's multiple_of lets NaN and
# infinities through (their remainder is NaN), an int field's bounds are read as lax ints (2.0,
# ' 3 ', '1_000', True) and a bound that is not one (0.5, inf, 'x') is a SchemaError when the
# schema is built, reported through each validator around the field in a model.
from typing import Annotated

from pydantic import BaseModel, Field, TypeAdapter
from pydantic_core import SchemaError

R = {}
half = TypeAdapter(Annotated[float, Field(multiple_of=0.5)])
for x in [1e10 + 0.25, 0.3, 1.0000000001, 0.7500000001, -0.5, -0.75, float("nan"), float("inf"), -float("inf"), 1e300, 2.5e-10]:
    try:
        R["half", x] = half.validate_python(x)
    except Exception as exc:
        R["half", x] = type(exc).__name__
tenth = TypeAdapter(Annotated[float, Field(multiple_of=0.1)])
for x in [0.3, 0.7, 1e-12, 0.30000001, -0.3]:
    try:
        R["tenth", x] = tenth.validate_python(x)
    except Exception as exc:
        R["tenth", x] = type(exc).__name__
for bound in [True, " 3 ", "3.0", "1_000", 2.0, -0.0, float("inf"), 0.5, "x"]:
    try:
        R["gt", repr(bound)] = TypeAdapter(Annotated[int, Field(gt=bound)]).validate_python(2)
    except Exception as exc:
        R["gt", repr(bound)] = (type(exc).__name__, str(exc))
try:

    class M(BaseModel):
        a: int = Field(le=2.5)

except SchemaError as exc:
    model_error = str(exc)


class F(BaseModel):
    a: float = Field(gt=1)
    b: int = Field(ge=2.0)


try:
    F(a=1, b=1)
except Exception as exc:
    float_int_bounds = str(exc)
schema_error_mro = [c.__name__ for c in SchemaError.__mro__]
del x, bound
