# A bare typing alias (typing.List): its type, __origin__/__name__/__module__, the class's attributes
# through it, calling it (refused for the builtin classes), isinstance and | with it.
import typing
out = []
for f in [lambda: typing.List.__args__, lambda: repr(typing.List.append), lambda: typing.List.nope, lambda: repr(typing.List | None), lambda: [c.__name__ for c in type(typing.List).__mro__][:1], lambda: isinstance([], typing.List), lambda: issubclass(list, typing.List), lambda: typing.List == list, lambda: typing.Tuple(), lambda: typing.Sequence(), lambda: repr(typing.Deque[int]|None), lambda: repr(typing.Tuple.__origin__), lambda: typing.List.__module__, lambda: typing.Dict.__name__,
          lambda: isinstance({}, typing.Mapping), lambda: isinstance(typing.List, type), lambda: repr(typing.Optional[typing.List]), lambda: typing.Set() ]:
    try:
        out.append(repr(f()))
    except Exception as e:
        out.append(type(e).__name__ + ': ' + str(e))
