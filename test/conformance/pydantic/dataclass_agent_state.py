import dataclasses
from dataclasses import dataclass, field
from typing import Dict, List, Optional
from pydantic import BaseModel, TypeAdapter, ValidationError
from pydantic.dataclasses import dataclass as pydantic_dataclass


@dataclass
class Turn:
    role: str
    text: str
    tokens: int = 0


@pydantic_dataclass
class Trajectory:
    turns: List[Turn]
    reward: float = 0.0
    info: Dict[str, str] = dataclasses.field(default_factory=dict)

    def __post_init__(self):
        self.info["n"] = str(len(self.turns))


traj = Trajectory(turns=[{"role": "user", "text": "hi", "tokens": "3"}, Turn("assistant", "yo")], reward="1")
a = [repr(traj), dataclasses.asdict(traj), traj.turns[0].tokens, type(traj.turns[0]).__name__]
dumped = TypeAdapter(Trajectory).dump_python(traj)
js = TypeAdapter(Trajectory).dump_json(traj).decode()
try:
    Trajectory(turns=[{"role": "user"}], reward="bad")
except ValidationError as e:
    errs = [(x["type"], x["loc"]) for x in e.errors()]


class Wrapper(BaseModel):
    traj: Trajectory
    last: Optional[Turn] = None


w = Wrapper(traj=traj, last={"role": "a", "text": "b"})
wd = w.model_dump()
