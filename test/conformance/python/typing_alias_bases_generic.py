from typing import List, TypeVar, Generic, Dict, Iterable, Iterator
import typing
T = TypeVar("T")
class Stack(List[T]):
    def push(self, x: T) -> None:
        self.append(x)
s = Stack[int]()
s.push(1)
a = [s, [c.__name__ for c in Stack.__mro__], repr(Stack[int]), Stack.__parameters__]
a = [repr(x) for x in a]
class Reg(Dict[str, int]):
    pass
b = [[c.__name__ for c in Reg.__mro__], repr(Reg.__orig_bases__), Reg.__parameters__]
class It(Iterable[int]):
    def __iter__(self):
        return iter([1, 2])
c = [list(It()), [k.__name__ for k in It.__mro__], isinstance(It(), typing.Iterable)]
class Bare(typing.Iterable):
    def __iter__(self):
        return iter([3])
d = [list(Bare()), [k.__name__ for k in Bare.__mro__]]
