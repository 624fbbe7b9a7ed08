out = []
from typing import Generic, TypeVar
from pydantic import BaseModel
ItemT = TypeVar('ItemT', bound='ItemBase')

class ItemBase(BaseModel):
    ...

class IntItem(ItemBase):
    value: int

class ItemHolder(BaseModel, Generic[ItemT]):
    item: ItemT
loaded_data = {'item': {'value': 1}}
out.append(str(ItemHolder(**loaded_data)))
out.append(str(ItemHolder[IntItem](**loaded_data)))
