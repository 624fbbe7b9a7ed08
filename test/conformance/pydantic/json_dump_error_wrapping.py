# A dump to JSON text reports an exception raised on the way as pydantic-core's JSON writer
# does: PydanticSerializationError("Error serializing to JSON: Type: message"); model_dump
# (python or json mode) raises it as it is. Its own verdicts (an unknown type) stay unwrapped.
from typing import Any

import torch
from pydantic import BaseModel, TypeAdapter, field_serializer


class Failing(BaseModel):
    x: int = 0

    @field_serializer("x")
    def boom(self, v):
        raise RuntimeError("boom")


class Holder(BaseModel):
    value: Any = None


def outcome(f):
    try:
        return f()
    except Exception as e:
        return (type(e).__name__, str(e))


loop = []
loop.append(loop)
results = {
    "serializer_python": outcome(lambda: Failing().model_dump()),
    "serializer_python_json": outcome(lambda: Failing().model_dump(mode="json")),
    "serializer_json": outcome(lambda: Failing().model_dump_json()),
    "serializer_adapter_json": outcome(lambda: TypeAdapter(Failing).dump_json(Failing())),
    "cycle_python_json": outcome(lambda: TypeAdapter(Any).dump_python(loop, mode="json")),
    "cycle_json": outcome(lambda: TypeAdapter(Any).dump_json(loop)),
    "unknown_json": outcome(lambda: Holder(value=torch.tensor([1])).model_dump_json()),
    "unknown_python_json": outcome(lambda: Holder(value=object()).model_dump(mode="json")),
    "warnings_error": outcome(lambda: TypeAdapter(int).dump_json("x", warnings="error")),
}
del loop
