# Rollout records as NamedTuple and TypedDict, turned into tensors.
from typing import NamedTuple, TypedDict

import torch


class Step(NamedTuple):
    token: int
    logprob: float
    is_tool: bool = False


class Sample(TypedDict):
    uid: str
    steps: list


steps = [Step(5, -0.1), Step(6, -1.5, True), Step(7, -0.25)]
sample: Sample = {"uid": "x0", "steps": steps}
tokens = torch.tensor([s.token for s in sample["steps"]])
logprobs = torch.tensor([s.logprob for s in steps])
tool_mask = torch.tensor([s.is_tool for s in steps])
as_tuple = tuple(steps[1])
replaced = steps[0]._replace(logprob=-0.5)
d = steps[2]._asdict()
tok, lp, tool = steps[1]
model_lp = logprobs[~tool_mask].sum().item()
r = repr(steps[0])
fields = Step._fields
