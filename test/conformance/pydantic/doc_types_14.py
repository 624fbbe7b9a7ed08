out = []
from typing import Annotated
from pydantic import AfterValidator, BaseModel, ValidationInfo

def my_validators(value: int, info: ValidationInfo):
    return f'<{value} {info.field_name!r}>'

class MyModel(BaseModel):
    my_field: Annotated[int, AfterValidator(my_validators)]
m = MyModel(my_field=1)
out.append(str(m.my_field))
