out = []
from pydantic import BaseModel

class UserModel(BaseModel):
    name: str
    age: int = 18
user = UserModel(name='John')
out.append(str(user.model_fields_set))
out.append(str(user.model_dump(exclude_unset=True)))
