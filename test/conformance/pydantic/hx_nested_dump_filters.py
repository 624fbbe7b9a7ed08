from typing import Optional
from pydantic import BaseModel


class Item(BaseModel):
    id: int
    name: str
    price: float = 0.0
    note: Optional[str] = None


class Order(BaseModel):
    items: list[Item]
    meta: dict[str, int] = {}
    owner: Optional[str] = None


o = Order(items=[{'id': 1, 'name': 'a', 'price': 2}, {'id': 2, 'name': 'b', 'note': 'x'}], meta={'k': 1, 'j': 2})
a = o.model_dump(include={'items': {0: {'id'}, 1: {'name', 'note'}}})
b = o.model_dump(exclude={'items': {'__all__': {'price'}}, 'meta': {'j'}})
c = o.model_dump(exclude_none=True)
d = o.model_dump(exclude_unset=True)
e = o.model_dump(exclude_defaults=True)
f = o.model_dump(include={'items': {-1: {'id'}}})
g = o.model_dump_json(include={'meta': True, 'owner': True})
h = o.model_dump(exclude={'items': {0}})
i = o.model_dump(include={'items': {'__all__': {'id'}}}, exclude={'items': {1: {'id'}}})
item_fs = [sorted(x.model_fields_set) for x in o.items]
