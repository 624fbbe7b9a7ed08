out = []
from pydantic import BaseModel, Field

class User(BaseModel):
    name: str = 'John Doe'
    age: int = Field(default=20)
