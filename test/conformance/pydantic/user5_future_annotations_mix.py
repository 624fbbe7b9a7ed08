# from __future__ import annotations across pydantic: recursive models, a stdlib dataclass field (which fails in the
# reference runner at its decorator), NamedTuple and TypedDict fields, model_rebuild.
from __future__ import annotations
from dataclasses import dataclass, field
from typing import Optional, NamedTuple
from typing_extensions import TypedDict, NotRequired
import pydantic
from pydantic import BaseModel, TypeAdapter, ValidationError
class Node(BaseModel):
    name: str
    children: list[Node] = []
    parent: Optional[Node] = None
tree = Node(name='root', children=[{'name': 'a', 'children': [{'name': 'b'}]}])
a = (tree.children[0].children[0].name, tree.model_dump(), Node.model_json_schema()['$defs'] if '$defs' in Node.model_json_schema() else Node.model_json_schema())
@dataclass
class Span:
    start: int
    end: int = 0
    tags: list[str] = field(default_factory=list)
@pydantic.dataclasses.dataclass
class PSpan:
    start: int
    end: int = 0
class Meta(TypedDict):
    source: str
    score: NotRequired[float]
class Pt(NamedTuple):
    x: float
    y: float = 0.0
class Doc(BaseModel):
    span: Span
    pspan: PSpan
    meta: Meta
    pt: Pt
    later: Optional[Later] = None
class Later(BaseModel):
    v: int = 1
Doc.model_rebuild()
d = Doc(span={'start': '1'}, pspan={'start': '2', 'end': 3}, meta={'source': 's', 'score': '0.5'}, pt=['1.5'], later={'v': '4'})
b = (repr(d.span), repr(d.pspan), d.meta, repr(d.pt), d.later.v, d.model_dump(), d.model_dump_json())
try:
    Doc(span={'start': 'x'}, pspan={}, meta={'score': 1}, pt={'y': 1})
except ValidationError as e:
    c = e.errors(include_url=False)
ta = TypeAdapter(list[Pt])
dd = (ta.validate_python([(1, 2), {'x': 3}]), ta.dump_python([Pt(1, 2)]), ta.dump_json([Pt(1, 2)]))
