out = []
from typing import Annotated
from pydantic import BaseModel, Field

class Model(BaseModel):
    deprecated_field: Annotated[int, Field(deprecated=True)]
out.append(str(Model.model_json_schema()['properties']['deprecated_field']))
