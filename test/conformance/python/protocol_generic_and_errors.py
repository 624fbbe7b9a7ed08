from typing import Protocol, TypeVar, runtime_checkable
T = TypeVar("T")
class Getter(Protocol[T]):
    def get(self) -> T: ...
params = repr(Getter.__parameters__)
mro = [c.__name__ for c in Getter.__mro__]
try:
    Getter()
except TypeError as e:
    m1 = str(e)
class Impl(Getter[int]):
    def get(self): return 1
v = Impl().get()
try:
    isinstance(Impl(), Getter)
except TypeError as e:
    m2 = str(e)
try:
    runtime_checkable(Impl)
except TypeError as e:
    m3 = str(e)
@runtime_checkable
class HasName(Protocol):
    name: str
    def greet(self) -> str: ...
class A:
    name = "a"
    def greet(self): return "hi"
class B:
    def greet(self): return "x"
class C:
    name = "c"
    greet = None
r = [isinstance(A(), HasName), isinstance(B(), HasName), isinstance(C(), HasName), isinstance(1, HasName)]
try:
    issubclass(A, HasName)
except TypeError as e:
    m4 = str(e)
@runtime_checkable
class Closer(Protocol):
    def close(self): ...
s = [issubclass(A, Closer), issubclass(type("X", (), {"close": lambda self: 0}), Closer)]
class D:
    def __init__(self): self.close = lambda: 1
t = isinstance(D(), Closer)
import typing_extensions
@typing_extensions.runtime_checkable
class Sized2(typing_extensions.Protocol):
    def __len__(self): ...
u = [isinstance([], Sized2), isinstance(3, Sized2)]
