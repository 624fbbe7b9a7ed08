out = []
from pydantic import BaseModel, model_serializer

class UserModel(BaseModel):
    username: str
    password: str

    @model_serializer(mode='plain')
    def serialize_model(self) -> str:
        return f'{self.username} - {self.password}'
out.append(str(UserModel(username='foo', password='bar').model_dump()))
