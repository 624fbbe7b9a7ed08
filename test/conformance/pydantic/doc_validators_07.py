out = []
from typing import Annotated, Any
from pydantic import BaseModel, PlainValidator

def val_number(value: Any) -> Any:
    if isinstance(value, int):
        return value * 2
    else:
        return value

class Model(BaseModel):
    number: Annotated[int, PlainValidator(val_number)]
out.append(str(Model(number=4)))
out.append(str(Model(number='invalid')))
