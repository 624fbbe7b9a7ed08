# TypedDict keys: Required/NotRequired inherited and overridden, __annotations__ merged over the bases;
# a TypedDict and a NamedTuple together are a metaclass conflict.
import typing, typing_extensions
from typing_extensions import TypedDict, NotRequired, Required, ReadOnly
class A(TypedDict):
    x: int
    y: NotRequired[str]
class B(A, total=False):
    z: Required[int]
    w: float
r = (sorted(B.__required_keys__), sorted(B.__optional_keys__))
ann = repr(B.__annotations__)
class C(typing.TypedDict):
    q: typing.NotRequired[int]
r2 = (sorted(C.__required_keys__), sorted(C.__optional_keys__))
try:
    class D(A, typing.NamedTuple):
        pass
except TypeError as e:
    m = str(e)
