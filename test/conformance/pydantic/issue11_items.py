from typing import Any, Dict, List, Optional, Tuple
from pydantic import BaseModel, Field, ValidationError

class Out(BaseModel):
    prompt_ids: List[int]
    extra_fields: Dict[str, Any] = {}
    meta: Any = None
    scores: Dict[str, Any] = {}

o = Out(prompt_ids=[101, 102, 103], extra_fields={"a": 1, "b": (2, 3), "c": {"d": (4,)}}, meta=(1, (2, 3)), scores={"x": (0.5, 1)})
inc_index = o.model_dump(include={"prompt_ids": {0}})
inc_key = o.model_dump(include={"extra_fields": {"b"}})
inc_neg = o.model_dump(include={"prompt_ids": {-1}})
exc_idx = o.model_dump(exclude={"prompt_ids": {1, 2}, "extra_fields": {"c": {"d"}}})
all_idx = o.model_dump(include={"prompt_ids": {"__all__"}, "extra_fields": True})
js = o.model_dump(mode="json")
pj = o.model_dump()
jt = o.model_dump_json()

class N(BaseModel):
    n: int

errs = []
for v in ["3.5", "3.0", 3.5, "x", "  7 ", "1_000", True]:
    try:
        N(n=v)
        errs.append(("ok", N(n=v).n))
    except ValidationError as e:
        errs.append((e.errors()[0]["type"], e.errors()[0]["msg"]))
