# InstanceOf[T] as a model field and in an adapter: Python input must be an instance (a dict for a
# model class is refused), JSON input is validated by T's own schema, dumps go through T's
# schema; a plain class with no schema of its own still works (instance check only).
from typing import Annotated, List

from pydantic import BaseModel, Field, InstanceOf, TypeAdapter, ValidationError


class Src:
    def __init__(self, a=1):
        self.a = a


class Item(BaseModel):
    n: int = 0


class Holder(BaseModel):
    src: InstanceOf[Src]
    item: InstanceOf[Item] = Item()
    items: List[InstanceOf[Item]] = []
    sized: Annotated[List[int], Field(min_length=1), InstanceOf] = [1]


h = Holder(src=Src(3), item=Item(n=2), items=[Item(n=4)], sized=[5])
got = (type(h.src).__name__, h.src.a, h.item.n, h.items, h.sized)
dumped = h.model_dump(exclude={"src"})
dumped_json = h.model_dump_json(exclude={"src"})
errors = {}
for label, kwargs in [
    ("int", {"src": 1}),
    ("dict_for_model", {"src": Src(), "item": {"n": 1}}),
    ("list_items", {"src": Src(), "items": [{"n": 1}]}),
    ("tuple_for_list", {"src": Src(), "sized": (1,)}),
    ("empty_list_ok", {"src": Src(), "sized": []}),
]:
    try:
        Holder(**kwargs)
        errors[label] = "ok"
    except ValidationError as exc:
        errors[label] = exc.errors(include_url=False)
adapter = TypeAdapter(InstanceOf[Item])
from_json = adapter.validate_json('{"n": "7"}')
from_python = adapter.validate_python(Item(n=8))
try:
    adapter.validate_python({"n": 1})
except ValidationError as exc:
    adapter_error = str(exc)
schema = adapter.json_schema()
plain = TypeAdapter(InstanceOf[Src])
plain_ok = plain.validate_python(Src(9)).a
try:
    plain.validate_json("{}")
except Exception as exc:
    plain_json = (type(exc).__name__, str(exc))
del label, kwargs
