from typing import FrozenSet, Sequence, Tuple
from pydantic import BaseModel, ValidationError


class M(BaseModel):
    s: set[int] = set()
    fs: FrozenSet[str] = frozenset()
    t: Tuple[int, ...] = ()
    pair: Tuple[int, str] = (0, '')
    seq: Sequence[int] = []
    keys: dict[int, float] = {}


try:
    M(s=[3, 1, 3], fs=('a', 'b'), t=[1, '2'], pair=['1', 2], seq=(1, 2), keys={'1': '2.5'})
except ValidationError as e:
    first_errs = e.errors(include_url=False)
m = M(s=[3, 1, 3], fs=('a', 'b'), t=[1, '2'], pair=['1', '2'], seq=(1, 2), keys={'1': '2.5'})
types = {k: type(v).__name__ for k, v in m}
vals = (sorted(m.s), sorted(m.fs), m.t, m.pair, m.seq, m.keys)
d = m.model_dump(exclude={'fs'})
js = m.model_dump(mode='json', exclude={'fs'})
for bad in [{'s': [[1]]}, {'pair': [1]}, {'pair': [1, 'a', 3]}, {'seq': 'abc'}, {'keys': {'x': 1}}, {'t': 5}]:
    try:
        M(**bad)
    except ValidationError as e:
        name = list(bad)[0] + str(len(str(bad)))
        globals()['err_' + list(bad)[0] + '_' + str(len(str(bad)))] = e.errors(include_url=False)
