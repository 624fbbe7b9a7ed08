# An agent loop as a state machine over an Enum, with a pydantic trajectory and token budget checks.
import asyncio
from enum import Enum, auto
from typing import Optional

from pydantic import BaseModel, Field


class AgentState(Enum):
    PENDING = auto()
    GENERATING = auto()
    PROCESSING_TOOLS = auto()
    TERMINATED = auto()


class AgentData(BaseModel):
    prompt_ids: list[int]
    response_ids: list[int] = Field(default_factory=list)
    response_mask: list[int] = Field(default_factory=list)
    turns: int = 0
    tool_calls: list[str] = Field(default_factory=list)
    stop_reason: Optional[str] = None


MAX_RESPONSE = 9
MAX_TURNS = 4


async def generate(data: AgentData) -> list[int]:
    await asyncio.sleep(0)
    return [50 + data.turns, 60 + data.turns]


async def run_tools(data: AgentData) -> list[int]:
    await asyncio.sleep(0)
    data.tool_calls.append(f"search#{data.turns}")
    return [7] * (data.turns + 1)


async def run(prompt_ids: list[int]) -> tuple[AgentData, list[str]]:
    data = AgentData(prompt_ids=prompt_ids)
    state = AgentState.PENDING
    trace = []
    while state != AgentState.TERMINATED:
        trace.append(state.name)
        if state == AgentState.PENDING:
            state = AgentState.GENERATING
        elif state == AgentState.GENERATING:
            ids = await generate(data)
            data.response_ids += ids
            data.response_mask += [1] * len(ids)
            data.turns += 1
            if len(data.response_ids) >= MAX_RESPONSE:
                data.stop_reason = "length"
                state = AgentState.TERMINATED
            elif data.turns >= MAX_TURNS:
                data.stop_reason = "turns"
                state = AgentState.TERMINATED
            else:
                state = AgentState.PROCESSING_TOOLS
        elif state == AgentState.PROCESSING_TOOLS:
            ids = await run_tools(data)
            data.response_ids += ids
            data.response_mask += [0] * len(ids)
            state = AgentState.GENERATING
    data.response_ids = data.response_ids[:MAX_RESPONSE]
    data.response_mask = data.response_mask[:MAX_RESPONSE]
    return data, trace


result, trace = asyncio.run(run([1, 2, 3]))
values = [s.value for s in AgentState]
dump = result.model_dump(exclude={"prompt_ids"})
set_fields = sorted(result.model_fields_set)
