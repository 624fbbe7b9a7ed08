out = []
from pydantic import BaseModel, Field, AliasChoices

class User(BaseModel):
    first_name: str = Field(validation_alias=AliasChoices('first_name', 'fname'))
    last_name: str = Field(validation_alias=AliasChoices('last_name', 'lname'))
user = User.model_validate({'fname': 'John', 'lname': 'Doe'})
out.append(str(user))
user = User.model_validate({'first_name': 'John', 'lname': 'Doe'})
out.append(str(user))
user = User.model_validate({'first_name': 'John', 'fname': 'J', 'lname': 'Doe'})
out.append(str(user))
