out = []
from typing import Annotated, Union
from pydantic import BaseModel, Field

class Model(BaseModel):
    positive: Union[int, None] = Field(gt=0)
    negative: Annotated[Union[int, None], Field(lt=0)]
