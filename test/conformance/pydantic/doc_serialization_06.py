out = []
from typing import Annotated, Any
from pydantic import BaseModel, PlainSerializer

def ser_number(value: Any) -> Any:
    if isinstance(value, int):
        return value * 2
    else:
        return value

class Model(BaseModel):
    number: Annotated[int, PlainSerializer(ser_number)]
out.append(str(Model(number=4).model_dump()))
m = Model(number=1)
m.number = 'invalid'
out.append(str(m.model_dump()))
