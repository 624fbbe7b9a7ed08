out = []
from pydantic import BaseModel, SerializerFunctionWrapHandler, model_serializer

class UserModel(BaseModel):
    username: str
    password: str

    @model_serializer(mode='wrap')
    def serialize_model(self, handler: SerializerFunctionWrapHandler) -> dict[str, object]:
        serialized = handler(self)
        serialized['fields'] = list(serialized)
        return serialized
out.append(str(UserModel(username='foo', password='bar').model_dump()))
