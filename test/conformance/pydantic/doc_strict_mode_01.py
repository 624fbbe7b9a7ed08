out = []
from pydantic import BaseModel, ValidationError

class MyModel(BaseModel):
    x: int
out.append(str(MyModel.model_validate({'x': '123'})))
try:
    MyModel.model_validate({'x': '123'}, strict=True)
except ValidationError as exc:
    out.append(str(exc))
    "\n    1 validation error for MyModel\n    x\n      Input should be a valid integer [type=int_type, input_value='123', input_type=str]\n    "
