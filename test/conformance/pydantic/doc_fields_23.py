out = []
from typing import Literal, Union
from pydantic import BaseModel, Field

class Cat(BaseModel):
    pet_type: Literal['cat']
    age: int

class Dog(BaseModel):
    pet_type: Literal['dog']
    age: int

class Model(BaseModel):
    pet: Union[Cat, Dog] = Field(discriminator='pet_type')
out.append(str(Model.model_validate({'pet': {'pet_type': 'cat', 'age': 12}})))
