out = []
from pydantic import BaseModel, Field

class User(BaseModel):
    name: str = Field(strict=True)
    age: int = Field(strict=False)
user = User(name='John', age='42')
out.append(str(user))
