out = []
from pydantic import BaseModel, Field

class User(BaseModel):
    name: str = Field(repr=True)
    age: int = Field(repr=False)
user = User(name='John', age=42)
out.append(str(user))
