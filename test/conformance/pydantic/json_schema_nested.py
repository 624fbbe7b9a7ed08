from typing import Generic, Optional, TypeVar
from pydantic import BaseModel, ConfigDict, Field, RootModel

T = TypeVar('T')

class Address(BaseModel):
    street: str
    city: str = 'Paris'

class User(BaseModel):
    """A user.

    With a long description.
    """
    model_config = ConfigDict(extra='forbid', json_schema_extra={'examples': [{'name': 'x'}]})
    name: str
    address: Address
    previous: list[Address] = []
    by_city: dict[str, Address] = {}
    best: Optional[Address] = None
    home: Address = Field(default_factory=lambda: Address(street='a'))
    work: Address = Address(street='b')

class Page(BaseModel, Generic[T]):
    items: list[T]
    total: int

class Node(BaseModel):
    value: int
    children: list['Node'] = []

Tags = RootModel[list[str]]

r1 = User.model_json_schema()
r3 = Node.model_json_schema()
r4 = Tags.model_json_schema()
r6 = User.model_json_schema(ref_template='/components/{model}')
