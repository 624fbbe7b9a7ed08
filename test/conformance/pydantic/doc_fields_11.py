out = []
from pydantic import BaseModel, Field

class User(BaseModel):
    name: str = Field(validation_alias='username')
user = User(username='johndoe')
out.append(str(user))
out.append(str(user.model_dump(by_alias=True)))
