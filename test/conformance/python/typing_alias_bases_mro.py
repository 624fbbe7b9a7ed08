from typing import List, TypeVar, Generic, Dict, Iterable, Sequence, Mapping, Tuple, Callable
import typing
from collections.abc import Iterable as AbcIterable
T = TypeVar("T")
K = TypeVar("K")
class A(List[int], Generic[T]):
    pass
class B(Dict[K, T]):
    pass
class C(Sequence[T], Iterable[T]):
    def __getitem__(self, i): return [1][i]
    def __len__(self): return 1
class D(AbcIterable[int]):
    def __iter__(self): return iter([])
class F(Mapping[str, int]):
    def __getitem__(self, k): return 1
    def __iter__(self): return iter(["k"])
    def __len__(self): return 1
r = [[k.__name__ for k in X.__mro__] for X in (A, B, C, D, F)]
r.append([X.__parameters__ for X in (A, B, C, D, F)])
r = [repr(x) for x in r]
b = B[str, int]()
b["x"] = 1
r2 = [repr(b), type(b).__name__, dict(F()), repr(C[int])]
