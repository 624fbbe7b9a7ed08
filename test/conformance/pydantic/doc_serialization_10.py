out = []
from typing import Annotated
from pydantic import BaseModel, Field, PlainSerializer
DoubleNumber = Annotated[int, PlainSerializer(lambda v: v * 2)]

class Model1(BaseModel):
    my_number: DoubleNumber

class Model2(BaseModel):
    other_number: Annotated[DoubleNumber, Field(description='My other number')]

class Model3(BaseModel):
    list_of_even_numbers: list[DoubleNumber]
