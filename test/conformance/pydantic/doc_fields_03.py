out = []
from typing import Annotated
from pydantic import BaseModel, Field

class Model(BaseModel):
    int_list: list[Annotated[int, Field(gt=0)]]
