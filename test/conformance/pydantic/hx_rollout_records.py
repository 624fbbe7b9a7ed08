from typing import Any, Optional
from pydantic import BaseModel, ConfigDict, Field


class Turn(BaseModel):
    prompt_ids: list[int]
    response_ids: list[int] = Field(default_factory=list)
    reward: Optional[float] = None
    extra: dict[str, Any] = Field(default_factory=dict)


class Rollout(BaseModel):
    model_config = ConfigDict(validate_assignment=True)
    turns: list[Turn] = Field(default_factory=list)
    meta: dict[str, Any] = Field(default_factory=dict)

    def add(self, **kw):
        self.turns.append(Turn(**kw))
        return self

    def as_dict(self):
        out = self.model_dump(exclude_unset=True)
        out.setdefault('meta', {})
        return out


r = Rollout()
r.add(prompt_ids=[1, 2], response_ids=(3,)).add(prompt_ids=[4], reward='0.5', extra={'k': (1, 2)})
as_d = r.as_dict()
fs = sorted(r.model_fields_set)
turn_fs = [sorted(t.model_fields_set) for t in r.turns]
shared = r.turns[0].extra is r.turns[1].extra
r.meta = {'step': '1'}
fs2 = sorted(r.model_fields_set)
js = r.model_dump(mode='json')
copy = r.model_copy(deep=True)
copy.turns[0].prompt_ids.append(99)
orig_ids = r.turns[0].prompt_ids
