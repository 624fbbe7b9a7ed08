out = []
from pydantic import BaseModel, ConfigDict, ValidationError

class Model(BaseModel):
    model_config = ConfigDict(str_max_length=5)
    v: str
try:
    m = Model(v='abcdef')
except ValidationError as e:
    out.append(str(e))
    "\n    1 validation error for Model\n    v\n      String should have at most 5 characters [type=string_too_long, input_value='abcdef', input_type=str]\n    "
