# JSON-mode serialization details: an inferred inf or nan becomes None in a Python-mode dump
# too under the default ser_json_inf_nan='null' (a float field keeps it); a tuple key joins its
# items' keys with commas (typed or inferred), a model key is its str; invalid UTF-8 bytes
# name the bad sequence as Rust's Utf8Error does.
import datetime
import enum
import uuid
from decimal import Decimal
from typing import Any

from pydantic import BaseModel, ConfigDict, TypeAdapter


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True)
    a: int = 1


class Level(enum.IntEnum):
    LOW = 1


class Pair(enum.Enum):
    AB = (1, 2)


ta = TypeAdapter(Any)
keyed = [
    {Frozen(): 1}, {Decimal("1.5"): 1}, {uuid.UUID(int=1): 1}, {Level.LOW: 1}, {1e16: 1},
    {float("inf"): 1}, {float("nan"): 1}, {-0.0: 1}, {((1, 2), 3): 1}, {("a", "b"): 1}, {(): 1},
    {(1.5, None, True): 1}, {(b"x",): 1}, {Pair.AB: 1}, {(Pair.AB,): 1}, {(datetime.date(2020, 1, 1),): 1}, {b"x": 1},
]
json_keys = [ta.dump_json(d).decode() for d in keyed]
python_json_keys = [ta.dump_python(d, mode="json") for d in keyed]
typed_keys = [
    TypeAdapter(dict[tuple[int, int], int]).dump_json({(1, 2): 3}).decode(),
    TypeAdapter(dict[tuple[int, int], int]).dump_python({(1, 2): 3}, mode="json"),
    TypeAdapter(dict[bytes, int]).dump_json({b"x": 3}).decode(),
    TypeAdapter(dict[float, int]).dump_json({float("nan"): 3}).decode(),
    TypeAdapter(dict[float, int]).dump_python({float("inf"): 3}, mode="json"),
]

dumps = {}
for mode in ["null", "constants", "strings"]:

    class Scores(BaseModel):
        model_config = ConfigDict(ser_json_inf_nan=mode)
        best: float
        extra: Any = None
        history: list[float] = []
        raw: list = []

    s = Scores(best=float("inf"), extra=float("nan"), history=[float("-inf")], raw=[float("inf")])
    dumps[mode] = (s.model_dump(mode="json"), s.model_dump_json(), s.model_dump())
adapters = [
    TypeAdapter(float).dump_python(float("inf"), mode="json"),
    TypeAdapter(Any).dump_python([float("inf"), float("nan")], mode="json"),
    TypeAdapter(float | None).dump_python(float("inf"), mode="json"),
    TypeAdapter(dict[str, float]).dump_python({"a": float("inf")}, mode="json"),
    TypeAdapter(Any).dump_json([float("-inf")]).decode(),
]

bad_bytes = {}
for b in [b"ab\xff", b"a\xc3", b"a\xc3(", b"\xe2\x82(", b"\xf0\x9f\x98", b"\xc0\x80", b"\xed\xa0\x80x", b"\xf4\x90\x80\x80"]:
    try:
        bad_bytes[repr(b)] = ta.dump_json(b).decode()
    except Exception as e:
        bad_bytes[repr(b)] = (type(e).__name__, str(e))
del s
