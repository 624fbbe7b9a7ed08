from typing import Dict, List, Optional
from pydantic import BaseModel, ValidationError


class Node(BaseModel):
    name: str
    children: List["Node"] = []
    parent_name: Optional[str] = None

    def walk(self):
        yield_list = [self.name]
        for c in self.children:
            yield_list.extend(c.walk())
        return yield_list


tree = Node.model_validate({"name": "root", "children": [{"name": "a", "children": [{"name": "a1"}]}, {"name": "b"}]})
names = tree.walk()
depth_dump = tree.model_dump(exclude={"children": {"__all__": {"children"}}})


class Graph(BaseModel):
    nodes: Dict[str, "Edge"] = {}


class Edge(BaseModel):
    to: str
    weight: float = 1.0


try:
    Graph(nodes={"a": {"to": "b"}})
except Exception as e:
    before = (type(e).__name__, str(e).splitlines()[0])
rebuilt = Graph.model_rebuild()
g = Graph(nodes={"a": {"to": "b", "weight": "2"}})
gd = g.model_dump()
try:
    Node(name="x", children=[{"children": []}])
except ValidationError as e:
    errs = [(x["type"], x["loc"]) for x in e.errors()]
