out = []
from pydantic import BaseModel, ConfigDict, ValidationError

class FooBarModel(BaseModel):
    model_config = ConfigDict(frozen=True)
    a: str
    b: dict
foobar = FooBarModel(a='hello', b={'apple': 'pear'})
try:
    foobar.a = 'different'
except ValidationError as e:
    out.append(str(e))
    "\n    1 validation error for FooBarModel\n    a\n      Instance is frozen [type=frozen_instance, input_value='different', input_type=str]\n    "
out.append(str(foobar.a))
out.append(str(foobar.b))
foobar.b['apple'] = 'grape'
out.append(str(foobar.b))
