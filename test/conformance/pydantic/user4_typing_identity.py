import typing
import typing_extensions
from typing_extensions import Protocol as XP

same_p = typing.Protocol is typing_extensions.Protocol
rp = repr(typing_extensions.Protocol)
same_any = typing.Any is typing_extensions.Any
same_lit = typing.Literal is typing_extensions.Literal
same_ann = typing.Annotated is typing_extensions.Annotated
same_opt = typing.Optional is typing_extensions.Optional
same_self = typing.Self is typing_extensions.Self
same_final = typing.final is typing_extensions.final
has = [n for n in ["override", "ReadOnly", "TypeAliasType", "deprecated", "Self", "Never", "LiteralString"] if hasattr(typing, n)]
has_te = [n for n in ["override", "ReadOnly", "TypeAliasType", "deprecated"] if hasattr(typing_extensions, n)]
same_rt = typing.runtime_checkable is typing_extensions.runtime_checkable

class Greeter(XP):
    def greet(self) -> str: ...

class English(Greeter):
    def greet(self) -> str:
        return "hi"

g = English().greet()
mro = [c.__name__ for c in English.__mro__]
T = typing.TypeVar("T")
class Box(typing.Protocol[T]):
    def get(self) -> T: ...
class IntBox:
    def get(self) -> int:
        return 3
mro2 = [c.__name__ for c in Box.__mro__]
params = repr(Box.__parameters__)
