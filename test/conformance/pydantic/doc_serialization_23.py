out = []
from pydantic import BaseModel

class Hobby(BaseModel):
    name: str
    info: str

class User(BaseModel):
    hobbies: list[Hobby]
user = User(hobbies=[Hobby(name='Programming', info='Writing code and stuff'), Hobby(name='Gaming', info='Hell Yeah!!!')])
out.append(str(user.model_dump(exclude={'hobbies': {-1: {'info'}}})))
"\n{\n    'hobbies': [\n        {'name': 'Programming', 'info': 'Writing code and stuff'},\n        {'name': 'Gaming'},\n    ]\n}\n"
