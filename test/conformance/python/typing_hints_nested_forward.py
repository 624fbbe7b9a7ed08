# get_type_hints evaluates forward references inside an alias's arguments, but not a Literal's
# values or Annotated's metadata.
from typing import get_type_hints, List, Dict, Optional, Literal, Annotated, Union
class Node:
    children: List["Node"]
    parent: Optional["Node"]
    kind: Literal["leaf", "branch"]
    weight: Annotated["float", "kg"]
    index: Dict[str, "int"]
    either: Union["int", "str", None]
    later: "list[Node]"
raw = {k: repr(v) for k, v in Node.__annotations__.items()}
hints = {k: repr(v) for k, v in get_type_hints(Node, localns={"Node": Node}).items()}
extras = {k: repr(v) for k, v in get_type_hints(Node, localns={"Node": Node}, include_extras=True).items()}
def f(x: List["int"], y: "Optional[List[str]]" = None) -> Dict["str", List["float"]]:
    return {}
fh = {k: repr(v) for k, v in get_type_hints(f).items()}
