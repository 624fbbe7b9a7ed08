out = []
from typing import Annotated
from pydantic import BaseModel, Field

class Model(BaseModel):
    deprecated_field: Annotated[int, Field(deprecated='This is deprecated')]
out.append(str(Model.model_json_schema()['properties']['deprecated_field']))
