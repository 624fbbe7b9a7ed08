# Required, NotRequired and ReadOnly outside a TypedDict: a model field refuses them with
# PydanticForbiddenQualifier (ReadOnly reported as typing.NotRequired, as typing_inspection does), a
# TypeAdapter finds no schema for them.
from typing_extensions import ReadOnly, Required, NotRequired
from pydantic import BaseModel, TypeAdapter
out = {}
for i, T in enumerate((ReadOnly[int], Required[int], NotRequired[int])):
    try:
        class M(BaseModel):
            x: T
        out[i] = "ok"
    except Exception as e: out[i] = (type(e).__name__, str(e))
    try: out[-i-1] = TypeAdapter(T).validate_python(1)
    except Exception as e: out[-i-1] = (type(e).__name__, str(e))
