# pydantic re-exports pydantic.types' names: the same objects, not copies.
import typing
import typing_extensions

import pydantic
import pydantic.types

strict_same = pydantic.StrictInt is pydantic.types.StrictInt
positive_same = pydantic.PositiveInt is pydantic.types.PositiveInt
conint_same = pydantic.conint is pydantic.types.conint
list_same = typing_extensions.List is typing.List
any_same = typing_extensions.Any is typing.Any
strict_repr = repr(pydantic.StrictInt)
