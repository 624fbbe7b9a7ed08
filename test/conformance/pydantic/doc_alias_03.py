out = []
from pydantic import BaseModel, Field, AliasPath, AliasChoices

class User(BaseModel):
    first_name: str = Field(validation_alias=AliasChoices('first_name', AliasPath('names', 0)))
    last_name: str = Field(validation_alias=AliasChoices('last_name', AliasPath('names', 1)))
user = User.model_validate({'first_name': 'John', 'last_name': 'Doe'})
out.append(str(user))
user = User.model_validate({'names': ['John', 'Doe']})
out.append(str(user))
user = User.model_validate({'names': ['John'], 'last_name': 'Doe'})
out.append(str(user))
