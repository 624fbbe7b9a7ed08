# Callable aliases: __args__ is flat ((int, str)) while get_args and the repr keep the parameter list;
# Annotated[...] is not a types.GenericAlias, collections.abc.Callable[...] is one.
import types, typing
from typing import Callable, Annotated, Optional, Union
a = Callable[[int], str].__args__
a2 = repr(a)
b = isinstance(Annotated[int, 'x'], types.GenericAlias)
c = isinstance(list[int], types.GenericAlias)
d = isinstance(typing.List[int], types.GenericAlias)
e = repr(Callable[[int, str], bool].__args__)
f = repr(Callable[..., int].__args__)
g = repr(Annotated[int, 'x'].__metadata__)
h = repr(Annotated[int, 'x'].__origin__)
i = repr(Callable[[], int].__args__)
j = repr(typing.get_args(Callable[[int], str]))
k = repr(Callable[[int], str])
l = repr(Annotated[int, 'x'])
m = type(Annotated[int, 'x']).__name__
import collections.abc
n = repr(collections.abc.Callable[[int], str].__args__)
o = isinstance(collections.abc.Callable[[int], str], types.GenericAlias)
p = type(collections.abc.Callable[[int], str]).__name__
