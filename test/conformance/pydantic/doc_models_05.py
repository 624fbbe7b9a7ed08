out = []
from pydantic import BaseModel, ConfigDict

class User(BaseModel):
    id: int
    name: str = 'Jane Doe'
    model_config = ConfigDict(str_max_length=10)
user = User(id='123')
assert user.name == 'Jane Doe'
assert user.id == 123
assert isinstance(user.id, int)
assert user.model_dump() == {'id': 123, 'name': 'Jane Doe'}
user.id = 321
assert user.id == 321
