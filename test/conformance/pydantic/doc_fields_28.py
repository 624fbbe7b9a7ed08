out = []
from typing import Annotated
from typing_extensions import deprecated
from pydantic import BaseModel, Field

class Model(BaseModel):
    deprecated_field: Annotated[int, deprecated('This is deprecated')]
    alt_form: Annotated[int, Field(deprecated=deprecated('This is deprecated'))]
