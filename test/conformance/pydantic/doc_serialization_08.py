out = []
from typing import Annotated, Any
from pydantic import BaseModel, SerializerFunctionWrapHandler, WrapSerializer

def ser_number(value: Any, handler: SerializerFunctionWrapHandler) -> int:
    return handler(value) + 1

class Model(BaseModel):
    number: Annotated[int, WrapSerializer(ser_number)]
out.append(str(Model(number=4).model_dump()))
