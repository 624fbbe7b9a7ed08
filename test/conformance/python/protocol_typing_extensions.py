import typing_extensions as te
import typing
same = te.Protocol is typing.Protocol
@te.runtime_checkable
class HasName(te.Protocol):
    name: str
    def greet(self) -> str: ...
class A:
    name = "a"
    def greet(self): return "hi"
r = [isinstance(A(), HasName), isinstance(1, HasName)]
try:
    issubclass(A, HasName)
except TypeError as e:
    m4 = str(e)
class P2(te.Protocol):
    def f(self): ...
try:
    isinstance(1, P2)
except TypeError as e:
    m3 = str(e)
try:
    P2()
except TypeError as e:
    m2 = str(e)
@typing.runtime_checkable
class P3(te.Protocol):
    def close(self): ...
r2 = isinstance(A(), P3)
