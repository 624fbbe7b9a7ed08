out = []
from typing import Any
from pydantic import BaseModel, SerializerFunctionWrapHandler, field_serializer

class Model(BaseModel):
    number: int

    @field_serializer('number', mode='wrap')
    def ser_number(self, value: Any, handler: SerializerFunctionWrapHandler) -> int:
        return handler(value) + 1
out.append(str(Model(number=4).model_dump()))
