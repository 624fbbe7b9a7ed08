import typing
import typing_extensions
from typing_extensions import Annotated, Literal, Optional
same_list = typing_extensions.List is typing.List
same_any = typing_extensions.Any is typing.Any
same_literal = Literal is typing.Literal
same_annotated = Annotated is typing.Annotated
same_optional = Optional is typing.Optional
hint = repr(Optional[int])
