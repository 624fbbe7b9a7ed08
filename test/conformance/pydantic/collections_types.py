from typing import Dict, FrozenSet, List, Mapping, Optional, Sequence, Set, Tuple
from pydantic import BaseModel, ValidationError


class C(BaseModel):
    s: Set[int] = set()
    fs: FrozenSet[str] = frozenset()
    t: Tuple[int, ...] = ()
    t2: Tuple[int, str, float] = (0, "", 0.0)
    seq: Sequence[int] = []
    mp: Mapping[str, int] = {}
    nested: Dict[str, List[Tuple[int, int]]] = {}
    empty: Tuple[()] = ()


c = C(s=[1, 2, 2, "3"], fs=["a", "a"], t=["1", 2], t2=("1", 2, "3.5"), seq=(1, "2"), mp={"a": "1"}, nested={"k": [[1, "2"], (3, 4)]})
a = [sorted(c.s), sorted(c.fs), c.t, c.t2, c.seq, type(c.seq).__name__, c.mp, c.nested]
d = c.model_dump()
j = c.model_dump_json()
js = c.model_dump(mode="json")
errs = []
for kw in [dict(s=[[1]]), dict(t2=(1, "a")), dict(t2=(1, "a", 1.0, 4)), dict(seq="abc"), dict(nested={"k": [[1]]}), dict(empty=(1,)), dict(mp=[("a", 1)])]:
    try:
        C(**kw)
    except ValidationError as e:
        errs.append([(x["type"], x["loc"], x["msg"]) for x in e.errors()])
