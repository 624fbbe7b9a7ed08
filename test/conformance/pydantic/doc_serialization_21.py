out = []
from pydantic import BaseModel, Field, SecretStr

class User(BaseModel):
    id: int
    username: str
    password: SecretStr

class Transaction(BaseModel):
    id: str
    private_id: str = Field(exclude=True)
    user: User
    value: int
t = Transaction(id='1234567890', private_id='123', user=User(id=42, username='JohnDoe', password='hashedpassword'), value=9876543210)
