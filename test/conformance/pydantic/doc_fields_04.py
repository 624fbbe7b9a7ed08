out = []
from typing import Annotated
from pydantic import BaseModel, Field, WithJsonSchema

class Model(BaseModel):
    a: Annotated[int, Field(gt=1), WithJsonSchema({'extra': 'data'}), Field(alias='b')] = 1
field_info = Model.model_fields['a']
out.append(str(field_info.annotation))
out.append(str(field_info.alias))
out.append(str(field_info.metadata))
