"""from __future__ import annotations (PEP 563): annotations kept as text, forward references resolved by pydantic."""
from __future__ import annotations
from typing import Optional
from pydantic import BaseModel

class Node(BaseModel):
    value: int
    children: list[Node] = []
    parent: Optional[Node] = None
    meta: dict[str, int | None] = {}

def f(x: Later, y: 'Quoted' = 1) -> list[Later]:
    return x

class Later:
    pass

n = Node(value=1, children=[{'value': 2}])
anns = f.__annotations__
cls_anns = Node.__annotations__
d = n.model_dump()
