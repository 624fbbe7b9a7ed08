# `Iterable[T]` fields as pydantic 2.13 validates them: a lazy ValidatorIterator that checks
# each item as it is consumed (a bad item raises a ValidationError titled ValidatorIterator at
# its index), length bounds checked as items arrive, a Python dump wrapping it in a
# SerializationIterator, a JSON dump consuming it, identity equality, no deepcopy.
import copy
import warnings
from collections.abc import Generator
from typing import Any, Iterable, Optional

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

warnings.simplefilter("ignore")


class M(BaseModel):
    xs: Iterable[int]


m = M(xs=[1, "2", 3])
kind = (type(m.xs).__name__, type(m.xs).__module__)
r0 = repr(m.xs)
model_repr = repr(m)
first = next(m.xs)
index_after_first = m.xs.index
rest = list(m.xs)
again = list(m.xs)
r_end = repr(m.xs)
same_iter = iter(m.xs) is m.xs

bad = M(xs=(i for i in [1, "x", 3]))
got = [next(bad.xs)]
try:
    next(bad.xs)
except ValidationError as e:
    err = (e.title, str(e), e.errors(include_url=False), bad.xs.index)
got.append(next(bad.xs))

try:
    M(xs=5)
except ValidationError as e:
    not_iterable = str(e)

chars = list(M(xs="123").xs)
keys = list(M(xs={7: "a", 8: "b"}).xs)

eq_other = M(xs=[1]) == M(xs=[1])
eq_self = m == m
fields_set = sorted(M(xs=[]).model_fields_set)

dumped = M(xs=[1, "2"]).model_dump()
ser_repr = repr(dumped["xs"])
ser_items = list(dumped["xs"])
ser_after = repr(dumped["xs"])
json_dump = M(xs=[1, "2"]).model_dump_json()
json_mode = M(xs=[1, "2"]).model_dump(mode="json")
filtered = M(xs=[1, 2, 3]).model_dump(mode="json", include={"xs": {0, 2}})
filtered_lazy = list(M(xs=[1, 2, 3]).model_dump(include={"xs": {0, 2}})["xs"])

try:
    M(xs=[1, "a"]).model_dump_json()
except Exception as e:
    json_error = (type(e).__name__, str(e))


class Bounded(BaseModel):
    xs: Iterable[int] = Field(max_length=1)
    ys: Iterable[int] = Field(default=(), min_length=2)


b = Bounded(xs=[1, "x"], ys=["a"])
b_first = next(b.xs)
try:
    next(b.xs)
except ValidationError as e:
    too_long = (str(e), e.errors(include_url=False), b.xs.index)
try:
    next(b.ys)
except ValidationError as e:
    ys_item = e.errors(include_url=False)
for _ in range(2):
    try:
        next(b.ys)
    except ValidationError as e:
        too_short = (str(e), b.ys.index)

default_dump = Bounded(xs=[]).model_dump(exclude={"xs"})
default_json = Bounded(xs=[]).model_dump_json(exclude={"xs"})


class Strict(BaseModel):
    model_config = ConfigDict(strict=True)
    xs: Iterable[int]


s = Strict(xs=(1, "2"))
strict_repr = repr(s.xs)
strict_first = next(s.xs)
try:
    next(s.xs)
except ValidationError as e:
    strict_error = e.errors(include_url=False)


class Item(BaseModel):
    a: int


class Holder(BaseModel):
    items: Iterable[Item]


h = Holder(items=[{"a": 1}, Item(a=2), {"a": "q"}])
h_first = next(h.items)
h_second = next(h.items)
try:
    next(h.items)
except ValidationError as e:
    nested_error = str(e)
nested_json = Holder(items=[{"a": 5}]).model_dump_json()
nested_lazy = list(Holder(items=[{"a": 6}]).model_dump()["items"])

try:
    Holder(items=[]).model_copy(deep=True)
except TypeError as e:
    deep_error = str(e)
shallow = Holder(items=[])
shallow_shared = shallow.model_copy().items is shallow.items

from_json = list(M.model_validate_json('{"xs": [1, "2"]}').xs)
from_json_str = list(M.model_validate_json('{"xs": "45"}').xs)
try:
    M.model_validate_json('{"xs": 5}')
except ValidationError as e:
    json_not_iterable = str(e)

adapter_reprs = {}
for name, tp in {"str": str, "float": float, "bool": bool, "any": Any, "bare": Iterable, "generator": Generator[int, None, None]}.items():
    ta = TypeAdapter(Iterable[tp]) if name not in ("bare", "generator") else TypeAdapter(tp)
    adapter_reprs[name] = repr(ta.validate_python([]))
ta = TypeAdapter(Iterable[int])
ta_json = ta.dump_json(iter([3, 4]))
ta_list = ta.dump_python(iter([5]), mode="json")
schema = M.model_json_schema()
del ta, tp, name, _


class Assign(BaseModel):
    model_config = ConfigDict(validate_assignment=True)
    xs: Iterable[int] = ()
    maybe: Optional[Iterable[int]] = None


a = Assign()
a.xs = [1, 2]
assigned = (type(a.xs).__name__, sorted(a.model_fields_set), list(a.xs))
a.maybe = ["9"]
maybe_items = list(a.maybe)
