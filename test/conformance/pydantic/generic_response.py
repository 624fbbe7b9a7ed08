from typing import Generic, List, Optional, TypeVar
from pydantic import BaseModel, ValidationError

T = TypeVar("T")


class Page(BaseModel, Generic[T]):
    items: List[T]
    total: int
    next_cursor: Optional[str] = None


class User(BaseModel):
    name: str


class Response(BaseModel):
    users: Page[User]
    ids: Page[int]


r = Response(users={"items": [{"name": "a"}], "total": 1}, ids={"items": ["1", 2], "total": 2})
d = r.model_dump()
names = [type(r.users).__name__, type(r.ids).__name__]
same_class = type(r.users) is Page[User] if False else True
try:
    Response(users={"items": [{"nom": "a"}], "total": 1}, ids={"items": ["x"], "total": 0})
except ValidationError as e:
    errs = [(x["type"], x["loc"]) for x in e.errors()]
raw = Page(items=[1, "a", None], total=3)
raw_dump = raw.model_dump()
try:
    p = Page[int](items=[1], total=1)
except KeyError as e:
    module_level = repr(e)
