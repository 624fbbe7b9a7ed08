# types.GenericAlias and typing aliases: calling, mro, setattr, equality and hashing, attribute relay, __unpacked__.
import typing
def t(f):
    try:
        return repr(f())[:80]
    except Exception as e:
        return type(e).__name__ + ': ' + str(e)
out = []
out.append(t(lambda: list[int]()))
out.append(t(lambda: list[int]([1, 2])))
out.append(t(lambda: list[int].mro()))
out.append(t(lambda: setattr(list[int], 'x', 1)))
out.append(t(lambda: list[int].__init__))
out.append(t(lambda: dict[str, int].fromkeys('ab', 0)))
out.append(t(lambda: list[int] == list[int]))
out.append(t(lambda: hash(list[int]) == hash(list[int])))
out.append(t(lambda: list[int].__name__))
out.append(t(lambda: list[int].__qualname__))
out.append(t(lambda: typing.List[int]()))
out.append(t(lambda: typing.List[int].__origin__))
out.append(t(lambda: typing.Dict[str, int].__name__))
out.append(t(lambda: typing.Optional[int].__name__))
out.append(t(lambda: typing.List[int].append))
out.append(t(lambda: tuple[int, ...].count))
out.append(t(lambda: list[int] | None))
out.append(t(lambda: isinstance([], list[int])))
out.append(t(lambda: issubclass(list, list[int])))
out.append(t(lambda: list[int][int]))
out.append(t(lambda: type(list[int]).__name__))
out.append(t(lambda: list[int].__class__))
out.append(t(lambda: list[int].__bases__))
out.append(t(lambda: list[int].__unpacked__))
