out = []
from typing import Annotated, Literal, Union
from pydantic import BaseModel, Discriminator, Field, Tag

class Cat(BaseModel):
    pet_type: Literal['cat']
    age: int

class Dog(BaseModel):
    pet_kind: Literal['dog']
    age: int

def pet_discriminator(v):
    if isinstance(v, dict):
        return v.get('pet_type', v.get('pet_kind'))
    return getattr(v, 'pet_type', getattr(v, 'pet_kind', None))

class Model(BaseModel):
    pet: Union[Annotated[Cat, Tag('cat')], Annotated[Dog, Tag('dog')]] = Field(discriminator=Discriminator(pet_discriminator))
out.append(str(repr(Model.model_validate({'pet': {'pet_type': 'cat', 'age': 12}}))))
out.append(str(repr(Model.model_validate({'pet': {'pet_kind': 'dog', 'age': 12}}))))
