out = []
from pydantic import BaseModel

class User(BaseModel):
    name: str

class UserLogin(User):
    password: str

class OuterModel(BaseModel):
    user: User
user = UserLogin(name='pydantic', password='hunter2')
m = OuterModel(user=user)
out.append(str(m))
out.append(str(m.model_dump()))
