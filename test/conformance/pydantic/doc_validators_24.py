out = []
from typing import Any
from pydantic import BaseModel, field_validator

class Model(BaseModel):
    value: str

    @field_validator('value', mode='before')
    @classmethod
    def cast_ints(cls, value: Any) -> Any:
        if isinstance(value, int):
            return str(value)
        else:
            return value
out.append(str(Model(value='a')))
out.append(str(Model(value=1)))
