out = []
from typing import Any
from pydantic import BaseModel, field_serializer

class Model(BaseModel):
    number: int

    @field_serializer('number', mode='plain')
    def ser_number(self, value: Any) -> Any:
        if isinstance(value, int):
            return value * 2
        else:
            return value
out.append(str(Model(number=4).model_dump()))
m = Model(number=1)
m.number = 'invalid'
out.append(str(m.model_dump()))
