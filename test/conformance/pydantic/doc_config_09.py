out = []
from pydantic import BaseModel, ConfigDict

class User(BaseModel):
    name: str

class Parent(BaseModel):
    user: User
    model_config = ConfigDict(str_to_lower=True)
out.append(str(Parent(user={'name': 'JOHN'})))
