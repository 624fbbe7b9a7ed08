from typing import Any, Dict, List, Optional
from pydantic import BaseModel, ConfigDict


class AgentOutput(BaseModel):
    model_config = ConfigDict(extra="allow")

    prompt_ids: List[int]
    response_ids: List[int]
    reward: Optional[float] = None
    extra_fields: Dict[str, Any] = {}


out = AgentOutput(prompt_ids=[1, 2], response_ids=[3], turn=2, tool="search")
extra = out.model_extra
set_before = sorted(out.model_fields_set)
out.extra_fields["raw"] = "hi"
out.reward = 1.0
out.new_key = "v"
set_after = sorted(out.model_fields_set)
unset_dump = out.model_dump(exclude_unset=True)
full = out.model_dump()
r = repr(out)
copied = out.model_copy(update={"reward": 0.5, "note": "x"})
copied_set = sorted(copied.model_fields_set)
copied_dump = copied.model_dump()
shares = copied.extra_fields is out.extra_fields
deep = out.model_copy(deep=True)
deep_shares = deep.extra_fields is out.extra_fields
