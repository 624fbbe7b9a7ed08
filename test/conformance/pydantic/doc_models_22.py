out = []
from typing import Generic, TypeVar
from pydantic import BaseModel
T = TypeVar('T')

class ResponseModel(BaseModel, Generic[T]):
    content: T

class Product(BaseModel):
    name: str
    price: float

class Order(BaseModel):
    id: int
    product: ResponseModel[Product]
product = Product(name='Apple', price=0.5)
response = ResponseModel[Product](content=product)
order = Order(id=1, product=response)
out.append(str(repr(order)))
"\nOrder(id=1, product=ResponseModel[Product](content=Product(name='Apple', price=0.5)))\n"
