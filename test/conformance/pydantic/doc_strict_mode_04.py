out = []
from typing import Annotated
from uuid import UUID
from pydantic import BaseModel, Strict, StrictInt

class User(BaseModel):
    id: Annotated[UUID, Strict()]
    age: StrictInt
