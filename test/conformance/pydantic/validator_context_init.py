# doc_validators_19 without its __future__ import: a custom __init__ passing a context through __pydantic_validator__.validate_python(self_instance=...), contextvars, contextlib; the pydantic-core objects of a model.
out = []
from collections.abc import Generator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any
from pydantic import BaseModel, ValidationInfo, field_validator
_init_context_var = ContextVar('_init_context_var', default=None)

@contextmanager
def init_context(value: dict[str, Any]) -> Generator[None]:
    token = _init_context_var.set(value)
    try:
        yield
    finally:
        _init_context_var.reset(token)

class Model(BaseModel):
    my_number: int

    def __init__(self, /, **data: Any) -> None:
        self.__pydantic_validator__.validate_python(data, self_instance=self, context=_init_context_var.get())

    @field_validator('my_number')
    @classmethod
    def multiply_with_context(cls, value: int, info: ValidationInfo) -> int:
        if isinstance(info.context, dict):
            multiplier = info.context.get('multiplier', 1)
            value = value * multiplier
        return value
out.append(str(Model(my_number=2)))
with init_context({'multiplier': 3}):
    out.append(str(Model(my_number=2)))
out.append(str(Model(my_number=2)))
from contextlib import suppress, nullcontext
with suppress(KeyError):
    {}['x']
with nullcontext(5) as five:
    pass
@contextmanager
def boom():
    try:
        yield 'in'
    except ValueError:
        out.append('caught')
with boom() as v:
    raise ValueError('x')
m = Model.__pydantic_validator__.validate_python({'my_number': 4}, context={'multiplier': 10})
d = Model.__pydantic_serializer__.to_python(m)
j = Model.__pydantic_serializer__.to_json(m)
t = Model.__pydantic_core_schema__['type']
