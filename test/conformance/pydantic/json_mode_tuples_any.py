from typing import Any, Dict, List, Set, Tuple
from pydantic import BaseModel


class Holder(BaseModel):
    anything: Any = None
    mapping: Dict[str, Any] = {}
    pair: Tuple[int, str] = (1, "a")
    items: List[Any] = []
    tags: Set[str] = set()


h = Holder(anything=(1, (2, 3)), mapping={"t": (4, 5), "s": {6}, "n": None, "f": 1.5}, pair=[2, "b"], items=[(1,), {"k": (2,)}], tags={"x"})
py = h.model_dump()
js = h.model_dump(mode="json")
text = h.model_dump_json()
pair_type = type(py["pair"]).__name__
any_type = type(py["anything"]).__name__
json_any_type = type(js["anything"]).__name__
