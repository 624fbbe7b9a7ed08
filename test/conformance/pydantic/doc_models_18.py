out = []
from typing import Generic, TypeVar
from pydantic import BaseModel, ValidationError
DataT = TypeVar('DataT')

class DataModel(BaseModel):
    number: int

class Response(BaseModel, Generic[DataT]):
    data: DataT
out.append(str(Response[int](data=1)))
out.append(str(Response[str](data='value')))
out.append(str(Response[str](data='value').model_dump()))
data = DataModel(number=1)
out.append(str(Response[DataModel](data=data).model_dump()))
try:
    Response[int](data='value')
except ValidationError as e:
    out.append(str(e))
    "\n    1 validation error for Response[int]\n    data\n      Input should be a valid integer, unable to parse string as an integer [type=int_parsing, input_value='value', input_type=str]\n    "
