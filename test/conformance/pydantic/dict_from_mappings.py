# A lax dict field takes any collections.abc.Mapping (a ChainMap, a MappingProxyType, a Mapping
# subclass), read through its items() into a plain dict; strict mode takes only a dict (or a
# subclass); an object that merely has keys() and __getitem__ is no Mapping.
import collections
import collections.abc as cabc
import types
from typing import Any, Mapping

from pydantic import BaseModel, TypeAdapter, ValidationError


class Table(cabc.Mapping):
    def __init__(self, d):
        self.d = d

    def __getitem__(self, k):
        return self.d[k]

    def __iter__(self):
        return iter(self.d)

    def __len__(self):
        return len(self.d)


class Duck:
    def keys(self):
        return ["a"]

    def __getitem__(self, k):
        return 1


def outcome(tp, make, strict=False):
    try:
        v = TypeAdapter(tp).validate_python(make(), strict=strict)
        return (type(v).__name__, v)
    except ValidationError as e:
        return [(err["type"], err["loc"], err["msg"]) for err in e.errors()]


inputs = {
    "defaultdict": lambda: collections.defaultdict(int, {"a": 1}),
    "ordered": lambda: collections.OrderedDict(a=1),
    "counter": lambda: collections.Counter("aab"),
    "chain": lambda: collections.ChainMap({"a": 1}, {"b": "2"}),
    "proxy": lambda: types.MappingProxyType({"a": 1}),
    "table": lambda: Table({"a": "1"}),
    "duck": Duck,
    "pairs": lambda: [("a", 1)],
    "items_view": lambda: {"a": 1}.items(),
}
results = {}
for name, make in inputs.items():
    results[name] = [
        outcome(dict[str, int], make),
        outcome(dict, make),
        outcome(Mapping[str, int], make),
        outcome(dict[str, int], make, strict=True),
        type(TypeAdapter(Any).validate_python(make())).__name__,
    ]
bad_value = outcome(dict[str, int], lambda: collections.ChainMap({"a": "x"}))
is_mapping = [isinstance(types.MappingProxyType({}), cabc.Mapping), isinstance(collections.ChainMap(), cabc.MutableMapping)]


class Config(BaseModel):
    options: dict[str, int] = {}


from_chain = Config(options=collections.ChainMap({"lr": 1}, {"lr": 2, "steps": "3"})).options
