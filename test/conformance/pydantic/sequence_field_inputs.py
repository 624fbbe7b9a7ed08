# typing.Sequence[T] validates in Python mode as is-instance[Sequence] then pydantic's
# sequence_validator: no str or bytes, items validated as a list, the result rebuilt as the
# input's type (a tuple stays a tuple, a range gives a list, a deque a deque). JSON gives a list.
import collections
from collections.abc import MutableSequence, Sequence

import torch
from pydantic import BaseModel, TypeAdapter, ValidationError

ta = TypeAdapter(Sequence[int])


def outcome(make, strict=False, json=False):
    try:
        v = ta.validate_json(make()) if json else ta.validate_python(make(), strict=strict)
        return (type(v).__name__, list(v))
    except ValidationError as e:
        return [(err["type"], err["loc"], err["msg"]) for err in e.errors()]


results = {
    "list": outcome(lambda: [1, "2"]),
    "tuple": outcome(lambda: (1, "2")),
    "tuple_strict": outcome(lambda: (1, 2), strict=True),
    "list_strict_str_item": outcome(lambda: [1, "2"], strict=True),
    "range": outcome(lambda: range(3)),
    "deque": outcome(lambda: collections.deque([1, "2"])),
    "set": outcome(lambda: {1}),
    "str": outcome(lambda: "ab"),
    "bytes": outcome(lambda: b"ab"),
    "tensor": outcome(lambda: torch.tensor([1])),
    "generator": outcome(lambda: (x for x in [1])),
    "dict": outcome(lambda: {1: 2}),
    "json_list": outcome(lambda: "[1, 2]", json=True),
    "json_str": outcome(lambda: '"ab"', json=True),
}
mutable = TypeAdapter(MutableSequence[int]).validate_python((1, "2"))
mutable_type = type(mutable).__name__


class Turns(BaseModel):
    roles: Sequence[str] = ()


default_roles = Turns().roles
tuple_roles = Turns(roles=("user", "assistant")).roles
dumped = Turns(roles=("user",)).model_dump()
