from typing import Annotated, Literal, Union
from pydantic import BaseModel, Discriminator, Field, Tag, TypeAdapter

class Cat(BaseModel):
    pet_type: Literal['cat']
    meows: int

class Dog(BaseModel):
    pet_type: Literal['dog']
    barks: float

class Lizard(BaseModel):
    pet_type: Literal['reptile', 'lizard']
    scales: bool

class Owner(BaseModel):
    pet: Union[Cat, Dog, Lizard] = Field(discriminator='pet_type')
    n: int

def disc(v):
    return 'cat' if isinstance(v, dict) and 'meows' in v else 'dog'

class Owner2(BaseModel):
    pet: Annotated[Union[Annotated[Cat, Tag('cat')], Annotated[Dog, Tag('dog')]], Discriminator(disc)]

a = Owner.model_json_schema()
b = Owner2.model_json_schema()
c = TypeAdapter(Union[int, str]).json_schema()
d = TypeAdapter(Union[int, str, None]).json_schema(union_format='primitive_type_array')
e = TypeAdapter(list[Union[Cat, Dog]]).json_schema()
