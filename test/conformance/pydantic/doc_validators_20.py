out = []
from pydantic import BaseModel, InstanceOf, ValidationError

class Fruit:

    def __repr__(self):
        return self.__class__.__name__

class Banana(Fruit):
    ...

class Apple(Fruit):
    ...

class Basket(BaseModel):
    fruits: list[InstanceOf[Fruit]]
out.append(str(Basket(fruits=[Banana(), Apple()])))
try:
    Basket(fruits=[Banana(), 'Apple'])
except ValidationError as e:
    out.append(str(e))
    "\n    1 validation error for Basket\n    fruits.1\n      Input should be an instance of Fruit [type=is_instance_of, input_value='Apple', input_type=str]\n    "
