out = []
from pydantic import BaseModel, field_validator

class Model(BaseModel):
    number: int

    @field_validator('number', mode='after')
    @classmethod
    def double_number(cls, value: int) -> int:
        return value * 2
out.append(str(Model(number=2)))
