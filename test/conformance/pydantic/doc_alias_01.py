out = []
from pydantic import BaseModel, Field, AliasPath

class User(BaseModel):
    first_name: str = Field(validation_alias=AliasPath('names', 0))
    last_name: str = Field(validation_alias=AliasPath('names', 1))
    address: str = Field(validation_alias=AliasPath('contact', 'address'))
user = User.model_validate({'names': ['John', 'Doe'], 'contact': {'address': '221B Baker Street'}})
out.append(str(user))
