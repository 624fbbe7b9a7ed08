# TypedDict schemas are generated where the adapter or model is made: a field type pydantic cannot
# handle fails there (not at first validation), a stdlib dataclass's too; a recursive TypedDict
# still works.
from dataclasses import dataclass
from typing import List, Optional

from typing_extensions import NotRequired, TypedDict

from pydantic import BaseModel, TypeAdapter


class U:
    pass


class T(TypedDict):
    a: U


try:
    TypeAdapter(T)
    td_adapter = "created"
except Exception as e:
    td_adapter = (type(e).__name__, str(e).splitlines()[0])
try:

    class M(BaseModel):
        t: T

    td_model = "created"
except Exception as e:
    td_model = (type(e).__name__, str(e).splitlines()[0])


@dataclass
class D:
    u: U


try:
    TypeAdapter(D)
    dc_adapter = "created"
except Exception as e:
    dc_adapter = type(e).__name__
try:

    class M2(BaseModel):
        d: D

    dc_model = "created"
except Exception as e:
    dc_model = type(e).__name__


class Node(TypedDict):
    v: int
    kids: NotRequired[List["Node"]]


n = TypeAdapter(Node).validate_python({"v": "1", "kids": [{"v": 2, "kids": []}]})


class N2(BaseModel):
    root: Node
    other: Optional[Node] = None


n2 = N2(root={"v": 3}).model_dump()
