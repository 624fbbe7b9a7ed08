from __future__ import annotations
from typing import Optional
from pydantic import BaseModel


class Node(BaseModel):
    value: int
    children: list[Node] = []
    parent_id: Optional[int] = None


tree = Node(value=1, children=[{'value': 2, 'children': [{'value': 3}]}, Node(value=4)])
d = tree.model_dump()
depth2 = tree.children[0].children[0].value
fs = [sorted(c.model_fields_set) for c in tree.children]
j = tree.model_dump_json(exclude_defaults=True)


class A(BaseModel):
    b: Optional[B] = None


class B(BaseModel):
    a: Optional[A] = None
    n: int = 0


A.model_rebuild()
x = A(b={'a': {'b': {'n': 5}}})
xd = x.model_dump()
