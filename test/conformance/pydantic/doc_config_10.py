out = []
from dataclasses import dataclass
from pydantic import BaseModel, ConfigDict, with_config

@dataclass
class UserWithoutConfig:
    name: str

@dataclass
@with_config(str_to_lower=False)
class UserWithConfig:
    name: str

class Parent(BaseModel):
    user_1: UserWithoutConfig
    user_2: UserWithConfig
    model_config = ConfigDict(str_to_lower=True)
out.append(str(Parent(user_1={'name': 'JOHN'}, user_2={'name': 'JOHN'})))
