out = []
from pydantic import BaseModel, ConfigDict, Field

class Model(BaseModel):
    my_field: str = Field(validation_alias='my_alias')
    model_config = ConfigDict(validate_by_alias=True, validate_by_name=False)
out.append(str(repr(Model(my_alias='foo'))))
