# typing_extensions.ReadOnly (its own form on 3.11) and a TypedDict's read-only/mutable keys, qualifiers peeled in any
# nesting (Annotated[Required[ReadOnly[...]]]), __closed__ and __extra_items__, validated by pydantic.
import typing_extensions as te, typing
from typing import Annotated
class A(te.TypedDict):
    x: int
    y: te.ReadOnly[str]
class B(A, total=False):
    z: te.NotRequired[te.ReadOnly[int]]
    w: Annotated[te.Required[te.ReadOnly[float]], 'm']
r = [(sorted(C.__readonly_keys__), sorted(C.__mutable_keys__), C.__closed__, repr(C.__extra_items__), sorted(C.__required_keys__), sorted(C.__optional_keys__), repr(C.__annotations__)) for C in (A, B)]
t = (repr(te.NoExtraItems), hasattr(typing, 'NoExtraItems'), te.ReadOnly[int].__module__, te.Required[int].__module__)
from pydantic import TypeAdapter
v = TypeAdapter(B).validate_python({'x': '1', 'y': 'a', 'w': '2.5'})
