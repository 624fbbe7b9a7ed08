out = []
from pydantic import BaseModel, Field

class User(BaseModel):
    name: str
    age: int = Field(exclude=True)
user = User(name='John', age=42)
out.append(str(user.model_dump()))
