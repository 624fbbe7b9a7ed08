# PEP 728 TypedDicts (typing_extensions' closed= and extra_items=) under pydantic 2.13: a closed
# class forbids undeclared keys, extra_items=T allows them validated as T, the config's extra
# applies otherwise (a contradicting one is ignored with a TypedDictExtraConfigWarning), and the
# JSON schema's additionalProperties follows; __closed__ is not inherited.
import warnings

from typing_extensions import NotRequired, ReadOnly, TypedDict

from pydantic import ConfigDict, TypeAdapter, ValidationError, with_config
from pydantic.warnings import TypedDictExtraConfigWarning


class Closed(TypedDict, closed=True):
    a: int


class Extra(TypedDict, extra_items=int):
    a: int


class Open(TypedDict, closed=False):
    a: int


class Sub(Closed):
    b: NotRequired[str]


attrs = [(T.__name__, repr(T.__closed__), repr(T.__extra_items__)) for T in (Closed, Extra, Open, Sub)]

results = {}
for T in (Closed, Extra, Open, Sub):
    ta = TypeAdapter(T)
    for label, v in (("plain", {"a": 1}), ("coerce", {"a": "1", "b": "2"}), ("bad", {"a": 1, "b": "x"}), ("order", {"zz": "3", "a": 1})):
        try:
            r = ta.validate_python(v)
            results[f"{T.__name__} {label}"] = (r, ta.dump_python(r), ta.dump_json(r).decode())
        except ValidationError as e:
            results[f"{T.__name__} {label}"] = str(e)
    results[f"{T.__name__} schema"] = ta.json_schema()

try:

    class Both(TypedDict, closed=True, extra_items=int):
        a: int

except TypeError as e:
    both = str(e)


class Legacy(TypedDict, closed=True):
    a: int
    __extra_items__: str


legacy = (repr(Legacy.__extra_items__), sorted(Legacy.__annotations__), sorted(Legacy.__required_keys__))
try:
    TypeAdapter(Legacy).validate_python({"a": 1, "b": "x"})
except ValidationError as e:
    legacy_error = e.errors(include_url=False)

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")

    @with_config(ConfigDict(extra="allow"))
    class ClosedAllow(TypedDict, closed=True):
        a: int

    @with_config(ConfigDict(extra="forbid"))
    class ExtraForbid(TypedDict, extra_items=str):
        a: int

    @with_config(ConfigDict(extra="forbid"))
    class OpenForbid(TypedDict):
        a: int

    class RO(TypedDict, extra_items=ReadOnly[int]):
        a: ReadOnly[int]
        b: ReadOnly[str]

    closed_allow = TypeAdapter(ClosedAllow).validate_python({"a": 1})
    try:
        TypeAdapter(ClosedAllow).validate_python({"a": 1, "x": 2})
    except ValidationError as e:
        closed_allow_error = e.errors(include_url=False)
    extra_forbid = TypeAdapter(ExtraForbid).validate_python({"a": 1, "x": "y"})
    try:
        TypeAdapter(OpenForbid).validate_python({"a": 1, "x": 2})
    except ValidationError as e:
        open_forbid_error = e.errors(include_url=False)
    try:
        TypeAdapter(RO)
    except Exception as e:
        ro_error = (type(e).__name__, str(e).splitlines()[0])

    class RO2(TypedDict, extra_items=int):
        a: ReadOnly[int]
        b: ReadOnly[str]

    ro = TypeAdapter(RO2).validate_python({"a": "1", "b": "s", "c": "4"})
    ro_extra = repr(RO.__extra_items__)
warned = [(w.category.__name__, str(w.message)) for w in caught]
category_mro = [c.__name__ for c in TypedDictExtraConfigWarning.__mro__]

Functional = TypedDict("Functional", {"a": int}, closed=True)
functional = (Functional.__closed__, repr(Functional.__extra_items__))
try:
    TypeAdapter(Functional).validate_python({"a": 1, "b": 2})
except ValidationError as e:
    functional_error = str(e)
FunctionalExtra = TypedDict("FunctionalExtra", {"a": int}, extra_items=float)
functional_extra = TypeAdapter(FunctionalExtra).validate_python({"a": 1, "b": 2})
del T, ta, label, v, r, caught
