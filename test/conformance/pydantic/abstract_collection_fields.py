# The collections.abc annotations as pydantic 2.13 builds them: MutableSequence is a list,
# Set a frozenset, MutableSet a set, Mapping a dict; Collection and Iterator are unknown types
# (a schema error, or an instance check with arbitrary_types_allowed).
# A set mixing str and int iterates in an order str hashing makes random per process: sorted by repr.
import collections.abc as c
import typing

from pydantic import ConfigDict, TypeAdapter

results = {}
annotations = {
    "mutable_sequence": c.MutableSequence,
    "mutable_sequence_int": c.MutableSequence[int],
    "typing_mutable_sequence": typing.MutableSequence[int],
    "set_int": c.Set[int],
    "set_bare": c.Set,
    "typing_abstract_set": typing.AbstractSet[int],
    "mutable_set": c.MutableSet[int],
    "collection_int": c.Collection[int],
    "collection_bare": c.Collection,
    "typing_collection": typing.Collection[int],
    "iterator_int": c.Iterator[int],
    "typing_iterator": typing.Iterator[int],
    "mapping": c.Mapping[str, int],
}
for name, tp in annotations.items():
    value = {"a": "1"} if name == "mapping" else (1, "2")
    for arbitrary in (False, True):
        key = f"{name} arbitrary" if arbitrary else name
        try:
            adapter = TypeAdapter(tp, config=ConfigDict(arbitrary_types_allowed=True)) if arbitrary else TypeAdapter(tp)
            v = adapter.validate_python(value)
            results[key] = (type(v).__name__, sorted(v, key=repr) if isinstance(v, (set, frozenset)) else v)
        except Exception as e:
            results[key] = (type(e).__name__, str(e).splitlines()[0])
del annotations, tp, adapter
