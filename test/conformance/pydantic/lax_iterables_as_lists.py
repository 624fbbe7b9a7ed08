# pydantic-core's lax list, tuple, set and frozenset take any iterable but a str, bytes, dict or
# Mapping: a range, a deque, a generator, a tensor's rows, a class with __iter__ or __getitem__.
# Strict mode takes only the exact type; an object whose iter() raises is no iterable; an
# exception raised while iterating is an iteration_error at the index it stopped at.
import collections

import torch
from pydantic import BaseModel, TypeAdapter, ValidationError


class Iter:
    def __iter__(self):
        return iter([1, 2])


class Indexed:
    def __getitem__(self, i):
        if i < 3:
            return i * 10
        raise IndexError(i)


class Refuses:
    def __iter__(self):
        raise ValueError("no iteration")


class Breaks:
    def __iter__(self):
        yield 1
        raise ValueError("broke after one")


def outcome(tp, make, strict=False):
    try:
        v = TypeAdapter(tp).validate_python(make(), strict=strict)
        return (type(v).__name__, sorted(v) if isinstance(v, (set, frozenset)) else v)
    except ValidationError as e:
        return [(err["type"], err["loc"], err["msg"]) for err in e.errors()]


inputs = {
    "range": lambda: range(3),
    "deque": lambda: collections.deque([1, "2"]),
    "iter_class": Iter,
    "getitem_class": Indexed,
    "refuses": Refuses,
    "breaks": Breaks,
    "map": lambda: map(int, "12"),
    "reversed": lambda: reversed([1, 2]),
    "tensor": lambda: torch.tensor([4, 5]),
    "tensor_0d": lambda: torch.tensor(4),
    "tensor_empty": lambda: torch.tensor([], dtype=torch.long),
    "str": lambda: "12",
    "bytes": lambda: b"12",
    "dict": lambda: {1: 2},
    "ordered_dict": lambda: collections.OrderedDict([(1, 2)]),
    "counter": lambda: collections.Counter("ab"),
    "dict_values": lambda: {"a": 1}.values(),
}
results = {}
for name, make in inputs.items():
    for tp in (list[int], tuple[int, ...], set[int], frozenset[int]):
        results[f"{name} {tp}"] = outcome(tp, make)
        results[f"{name} {tp} strict"] = outcome(tp, make, strict=True)
rows = outcome(list[list[int]], lambda: torch.tensor([[1, 2], [3, 4]]))
any_items = TypeAdapter(list).validate_python(torch.tensor([1, 2]))
any_item_types = [type(x).__name__ for x in any_items]


class Output(BaseModel):
    prompt_ids: list[int]
    response_mask: list[int]
    response_logprobs: list[float] | None = None


out = Output(
    prompt_ids=torch.tensor([101, 7592]),
    response_mask=torch.ones(3, dtype=torch.long),
    response_logprobs=torch.tensor([-0.5, -1.25]),
)
dumped = out.model_dump()
as_json = out.model_dump_json()
