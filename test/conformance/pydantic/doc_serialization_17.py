out = []
from pydantic import BaseModel

class User(BaseModel):
    name: str

class UserLogin(User):
    password: str

class OuterModel(BaseModel):
    user: User
outer_model = OuterModel(user=UserLogin(name='pydantic', password='password'))
out.append(str(outer_model.model_dump()))
out.append(str(outer_model.model_dump(polymorphic_serialization=True)))
