from typing import Generic, Optional, TypeVar
from pydantic import BaseModel, ValidationError

T = TypeVar('T')


class Page(BaseModel, Generic[T]):
    items: list[T]
    next: Optional[int] = None


class Item(BaseModel):
    id: int


def param(t):
    return Page[t]


IntPage = param(int)
ItemPage = param(Item)
p = IntPage(items=['1', 2])
pi = p.items
name = type(p).__name__
q = ItemPage(items=[{'id': 1}])
q_dump = q.model_dump()
try:
    IntPage(items=['x'])
except ValidationError as e:
    errs = e.errors(include_url=False)
    title = e.title
raw = Page(items=[1, 'a'])
raw_items = raw.items
same_cls = param(int) is IntPage
q_json = q.model_dump_json()
fs = sorted(q.model_fields_set)
