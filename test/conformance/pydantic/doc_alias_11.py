out = []
from pydantic import BaseModel, Field

class Model(BaseModel):
    my_field: str = Field(validation_alias='my_alias')
m = Model.model_validate({'my_alias': 'foo'}, by_alias=True, by_name=False)
out.append(str(repr(m)))
