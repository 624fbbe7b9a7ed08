out = []
from pydantic import BaseModel, Field

class User(BaseModel):
    name: str = Field(serialization_alias='username')
user = User(name='johndoe')
out.append(str(user))
out.append(str(user.model_dump(by_alias=True)))
