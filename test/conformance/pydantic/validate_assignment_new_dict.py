# With validate_assignment, pydantic-core validates an assignment into a new __dict__ (and a new
# __pydantic_extra__) that the model then takes: a vars(m) or m.model_extra taken before keeps
# the old values and is no longer the model's; the fields-set stays the same set. A plain
# assignment writes into the same __dict__, as the verl #4706 walkthrough relies on.
from pydantic import BaseModel, ConfigDict, ValidationError


class Validated(BaseModel):
    model_config = ConfigDict(validate_assignment=True)
    score: int = 0
    tags: list[str] = []


class Plain(BaseModel):
    score: int = 0


class Open(BaseModel):
    model_config = ConfigDict(validate_assignment=True, extra="allow")
    score: int = 0


v = Validated()
before = vars(v)
fields_set = v.model_fields_set
v.score = "5"
still_same_dict = before is v.__dict__
old_score = before["score"]
new_score = v.__dict__["score"]
same_fields_set = fields_set is v.model_fields_set
before["score"] = 99
model_unchanged = v.score
after = vars(v)
try:
    v.score = "bad"
except ValidationError:
    failed_keeps_dict = after is v.__dict__

p = Plain()
plain_before = vars(p)
p.score = 5
plain_same = plain_before is p.__dict__
plain_seen = plain_before["score"]

o = Open(note=1)
extra_before = o.model_extra
dict_before = o.__dict__
o.score = 3
extra_same_after_field = extra_before is o.model_extra
dict_same_after_field = dict_before is o.__dict__
o.comment = "x"
extra_old = extra_before
extra_new = o.model_extra
dumped = o.model_dump()

# A pydantic dataclass with validate_assignment does the same; without it the dict stays.
from pydantic.dataclasses import dataclass


@dataclass(config=ConfigDict(validate_assignment=True))
class Step:
    reward: float = 0.0


@dataclass
class RawStep:
    reward: float = 0.0


step = Step()
step_before = vars(step)
step.reward = "0.5"
step_same = step_before is step.__dict__
step_old = step_before["reward"]
raw = RawStep()
raw_before = vars(raw)
raw.reward = "0.5"
raw_same = raw_before is raw.__dict__
