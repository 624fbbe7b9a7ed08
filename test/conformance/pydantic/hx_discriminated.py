from typing import Annotated, Literal, Union
from pydantic import BaseModel, Discriminator, Field, Tag, ValidationError


class Cat(BaseModel):
    pet: Literal['cat']
    meows: int


class Dog(BaseModel):
    pet: Literal['dog']
    barks: float


class Owner(BaseModel):
    animal: Union[Cat, Dog] = Field(discriminator='pet')


o = Owner(animal={'pet': 'dog', 'barks': 3})
kind = type(o.animal).__name__
d = o.model_dump()
for bad in [{'pet': 'fish'}, {'barks': 1}, {'pet': 'cat', 'meows': 'x'}, 'str']:
    try:
        Owner(animal=bad)
    except ValidationError as e:
        last = e.errors(include_url=False)
        if bad == 'str':
            str_errs = last
        elif 'pet' not in bad:
            missing_errs = last
        elif bad['pet'] == 'fish':
            fish_errs = last
        else:
            cat_errs = last


def pick(v):
    if isinstance(v, dict):
        return 'num' if 'n' in v else 'txt'
    return 'num' if hasattr(v, 'n') else 'txt'


class Num(BaseModel):
    n: int


class Txt(BaseModel):
    t: str


class Holder(BaseModel):
    x: Annotated[Union[Annotated[Num, Tag('num')], Annotated[Txt, Tag('txt')]], Discriminator(pick)]


h1 = Holder(x={'n': '3'}).model_dump()
h2 = Holder(x={'t': 'hi'}).model_dump()
try:
    Holder(x={'n': 'bad'})
except ValidationError as e:
    tag_errs = e.errors(include_url=False)
