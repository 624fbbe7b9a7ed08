from typing import Annotated, Literal, Union
from pydantic import BaseModel, Field, ValidationError


class BlackCat(BaseModel):
    pet_type: Literal['cat']
    color: Literal['black']
    black_name: str


class WhiteCat(BaseModel):
    pet_type: Literal['cat']
    color: Literal['white']
    white_name: str


Cat = Annotated[Union[BlackCat, WhiteCat], Field(discriminator='color')]


class Dog(BaseModel):
    pet_type: Literal['dog']
    name: str


Pet = Annotated[Union[Cat, Dog], Field(discriminator='pet_type')]


class Model(BaseModel):
    pet: Pet
    n: int


m = Model(pet={'pet_type': 'cat', 'color': 'black', 'black_name': 'felix'}, n=1)
kind = type(m.pet).__name__
for data in [{'pet_type': 'cat', 'color': 'red'}, {'pet_type': 'cat', 'color': 'black'}, {'pet_type': 'cat'}]:
    try:
        Model(pet=data, n='1')
    except ValidationError as e:
        last = e.errors(include_url=False)
        if 'color' not in data:
            no_color = last
        elif data['color'] == 'red':
            red = last
        else:
            incomplete = last
