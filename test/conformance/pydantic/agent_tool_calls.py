from typing import Annotated, Any, Dict, List, Literal, Union
from pydantic import BaseModel, Field, TypeAdapter, ValidationError


class SearchCall(BaseModel):
    kind: Literal["search"] = "search"
    query: str
    top_k: int = 5


class CodeCall(BaseModel):
    kind: Literal["code"] = "code"
    code: str
    timeout_s: float = 10.0


class FinishCall(BaseModel):
    kind: Literal["finish"] = "finish"
    answer: Any = None


ToolCall = Annotated[Union[SearchCall, CodeCall, FinishCall], Field(discriminator="kind")]


class Step(BaseModel):
    thought: str
    call: ToolCall


steps = TypeAdapter(List[Step]).validate_python(
    [
        {"thought": "look it up", "call": {"kind": "search", "query": "pydantic", "top_k": "3"}},
        {"thought": "compute", "call": {"kind": "code", "code": "1+1"}},
        {"thought": "done", "call": {"kind": "finish", "answer": {"value": (1, 2)}}},
    ]
)
kinds = [type(s.call).__name__ for s in steps]
dumped = [s.model_dump() for s in steps]
json_mode = steps[2].model_dump(mode="json")
call_sets = [sorted(s.call.model_fields_set) for s in steps]
errors = []
for bad in [{"thought": "x", "call": {"kind": "shell"}}, {"thought": "x", "call": {"query": "q"}}, {"thought": "x", "call": {"kind": "search"}}]:
    try:
        Step.model_validate(bad)
    except ValidationError as e:
        errors.append([(x["type"], x["loc"], x["msg"]) for x in e.errors()])
