from typing import Protocol, runtime_checkable, TypeVar, Generic
from collections.abc import Iterable
T = TypeVar("T")
@runtime_checkable
class SizedIter(Iterable, Protocol):
    def __len__(self) -> int: ...
r1 = [isinstance([1], SizedIter), isinstance(iter([]), SizedIter), isinstance({}, SizedIter)]
class Base(Protocol):
    def a(self): ...
@runtime_checkable
class Sub(Base, Protocol):
    def b(self): ...
class Both:
    def a(self): return 1
    def b(self): return 2
class OnlyB:
    def b(self): return 2
r2 = [isinstance(Both(), Sub), isinstance(OnlyB(), Sub), issubclass(Both, Sub), issubclass(OnlyB, Sub)]
try:
    class Bad(int, Protocol): pass
except TypeError as e:
    m1 = str(e)
@runtime_checkable
class WithProp(Protocol):
    @property
    def size(self) -> int: ...
class HasSize:
    size = 3
r3 = [isinstance(HasSize(), WithProp), isinstance(1, WithProp)]
class Concrete(Sub):
    def a(self): return "a"
    def b(self): return "b"
c = Concrete()
r4 = [c.a(), isinstance(c, Sub), isinstance(c, Base) if False else None]
class WithInit(Sub):
    def __init__(self, x): self.x = x
    def a(self): ...
    def b(self): ...
w = WithInit(5).x
try:
    Sub()
except TypeError as e:
    m2 = str(e)
try:
    isinstance(1, Base)
except TypeError as e:
    m3 = str(e)
@runtime_checkable
class GP(Protocol[T]):
    def get(self) -> T: ...
class G:
    def get(self): return 1
r5 = [isinstance(G(), GP), repr(GP[int]), repr(GP.__parameters__)]
try:
    runtime_checkable(int)
except TypeError as e:
    m4 = str(e)
