out = []
from typing import Union
from pydantic import BaseModel, Field

class User(BaseModel):
    id: Union[int, str] = Field(union_mode='left_to_right')
out.append(str(User(id=123)))
out.append(str(User(id='456')))
