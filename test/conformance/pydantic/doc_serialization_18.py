out = []
from pydantic import BaseModel, SerializeAsAny

class User(BaseModel):
    name: str

class UserLogin(User):
    password: str

class OuterModel(BaseModel):
    as_any: SerializeAsAny[User]
    as_user: User
user = UserLogin(name='pydantic', password='password')
out.append(str(OuterModel(as_any=user, as_user=user).model_dump()))
"\n{\n    'as_any': {'name': 'pydantic', 'password': 'password'},\n    'as_user': {'name': 'pydantic'},\n}\n"
