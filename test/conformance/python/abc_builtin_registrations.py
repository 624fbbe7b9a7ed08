# collections.abc as CPython registers the builtin and collections types: bytes is a Sequence,
# bytearray and deque MutableSequences, ChainMap a MutableMapping; an ABC answers for its own
# registered subclasses (str is Reversible because it is a Sequence); __hash__ = None types are
# not Hashable. Generic aliases print ... for Ellipsis, and collections' classes subscript.
import collections
import collections.abc as cabc

abcs = (cabc.Sequence, cabc.MutableSequence, cabc.Reversible, cabc.Collection, cabc.Sized, cabc.Iterable, cabc.Container, cabc.Hashable)
values = {
    "str": "",
    "bytes": b"",
    "bytearray": bytearray(),
    "tuple": (),
    "list": [],
    "range": range(1),
    "deque": collections.deque(),
}
sequences = {name: [isinstance(v, a) for a in abcs] for name, v in values.items()}

maps = (cabc.Mapping, cabc.MutableMapping, cabc.MappingView, cabc.ValuesView, cabc.Iterable, cabc.Hashable)
mapping_values = {
    "dict": {},
    "ordered": collections.OrderedDict(),
    "default": collections.defaultdict(int),
    "counter": collections.Counter(),
    "chain": collections.ChainMap(),
    "values_view": {}.values(),
    "keys_view": {}.keys(),
}
mappings = {name: [isinstance(v, a) for a in maps] for name, v in mapping_values.items()}
subclass_checks = [issubclass(str, cabc.Reversible), issubclass(bytes, cabc.Sequence), issubclass(collections.deque, cabc.Sized)]

unhashable = {}
for name in ("deque", "ordered", "chain"):
    v = values.get(name, mapping_values.get(name))
    try:
        hash(v)
        unhashable[name] = "hashable"
    except TypeError as e:
        unhashable[name] = str(e)

aliases = [
    str(tuple[int, ...]),
    repr(dict[str, tuple[float, ...]]),
    str(list[[int]]),
    str(collections.deque[int]),
    str(collections.defaultdict[str, list[int]]),
    str(collections.OrderedDict[str, int]),
    str(collections.Counter[str]),
]
alias_parts = [collections.deque[int].__origin__ is collections.deque, collections.deque[int].__args__]
