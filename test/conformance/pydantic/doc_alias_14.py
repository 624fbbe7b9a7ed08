out = []
from pydantic import BaseModel, Field

class Model(BaseModel):
    my_field: str = Field(serialization_alias='my_alias')
m = Model(my_field='foo')
out.append(str(m.model_dump(by_alias=True)))
