# A ReAct tool agent loop: enum states, async tool calls with asyncio.gather, response mask bookkeeping.
import asyncio
import json
from enum import Enum
from typing import Any

import torch
from pydantic import BaseModel


class AgentState(Enum):
    PENDING = "pending"
    GENERATING = "generating"
    PROCESSING_TOOLS = "processing_tools"
    TERMINATED = "terminated"


class ToolCall(BaseModel):
    name: str
    arguments: dict[str, Any]


class ToolResponse(BaseModel):
    text: str
    reward: float = 0.0


async def calc(a: int, b: int) -> ToolResponse:
    await asyncio.sleep(0)
    return ToolResponse(text=str(a + b), reward=0.1)


async def search(query: str) -> ToolResponse:
    await asyncio.sleep(0)
    if not query:
        raise ValueError("empty query")
    return ToolResponse(text=f"results for {query}")


TOOLS = {"calc": calc, "search": search}


class AgentData:
    def __init__(self, prompt_ids):
        self.prompt_ids = list(prompt_ids)
        self.response_ids: list[int] = []
        self.response_mask: list[int] = []
        self.turn_scores: list[float] = []
        self.tool_calls: list[ToolCall] = []
        self.user_turns = 0
        self.assistant_turns = 0


SCRIPTED = [
    ([11, 12, 13], [ToolCall(name="calc", arguments={"a": 2, "b": 3}), ToolCall(name="search", arguments={"query": "torch"})]),
    ([14, 15], [ToolCall(name="search", arguments={"query": ""})]),
    ([16, 2], []),
]


async def call_tool(tc: ToolCall):
    try:
        return await TOOLS[tc.name](**tc.arguments)
    except Exception as e:
        return ToolResponse(text=f"Error when executing tool: {e}")


async def run(prompt_ids, max_turns=5):
    data = AgentData(prompt_ids)
    state = AgentState.PENDING
    history = []
    turn = 0
    while state != AgentState.TERMINATED:
        history.append(state.value)
        if state == AgentState.PENDING:
            state = AgentState.GENERATING
        elif state == AgentState.GENERATING:
            ids, calls = SCRIPTED[turn]
            turn += 1
            data.assistant_turns += 1
            data.response_ids += ids
            data.response_mask += [1] * len(ids)
            data.tool_calls = calls
            state = AgentState.PROCESSING_TOOLS if calls and turn < max_turns else AgentState.TERMINATED
        elif state == AgentState.PROCESSING_TOOLS:
            responses = await asyncio.gather(*[call_tool(tc) for tc in data.tool_calls])
            obs = [len(r.text) % 7 + 100 for r in responses]
            data.response_ids += obs
            data.response_mask += [0] * len(obs)
            data.turn_scores += [r.reward for r in responses]
            data.user_turns += 1
            state = AgentState.GENERATING
    return data, history, [r for r in []]


data, history, _ = asyncio.run(run([1, 2, 3]))
response_ids = torch.tensor(data.response_ids)
response_mask = torch.tensor(data.response_mask)
generated = response_ids[response_mask.bool()]
observations = response_ids.masked_select(response_mask == 0)
n_gen = int(response_mask.sum())
turns = (data.user_turns, data.assistant_turns)
scores = torch.tensor(data.turn_scores)
calls_json = json.dumps([tc.model_dump() for tc in SCRIPTED[0][1]])
states = [s.name for s in AgentState]
