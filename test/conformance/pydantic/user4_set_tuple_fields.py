from typing import Tuple, FrozenSet, Sequence, Mapping
from pydantic import BaseModel, ValidationError

class M(BaseModel):
    pair: Tuple[int, str] = (0, "")
    var: tuple[float, ...] = ()
    fs: FrozenSet[int] = frozenset()
    seq: Sequence[int] = []
    mp: Mapping[str, int] = {}

out = []
for kw in [dict(pair=["1", "a"]), dict(pair=(1,)), dict(pair=(1, "a", 2)), dict(var=[1, "2.5"]), dict(fs=[3, 1, 3]), dict(seq=(1, 2)), dict(seq="ab"), dict(mp={"a": "1"}), dict(mp=[("a", 1)])]:
    try:
        m = M(**kw)
        out.append((repr(m), m.model_dump(), m.model_dump_json()))
    except ValidationError as e:
        out.append(str(e))
