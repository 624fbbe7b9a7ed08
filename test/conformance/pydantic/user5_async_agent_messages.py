# An async agent loop: str-Enum roles in pydantic messages, asyncio.gather/wait_for/Queue, json dumps and errors.
import asyncio
import json
from enum import Enum
from typing import Any
from pydantic import BaseModel
class Role(str, Enum):
    USER = 'user'
    ASSISTANT = 'assistant'
class Msg(BaseModel):
    role: Role
    content: str
class AgentLoopOutput(BaseModel):
    prompt_ids: list[int]
    response_ids: list[int]
    response_mask: list[int]
    num_turns: int = 0
    metrics: dict[str, Any] = {}
async def tool(x):
    await asyncio.sleep(0)
    return x * 2
async def agent(prompt):
    msgs = [Msg(role='user', content=prompt)]
    results = await asyncio.gather(*[tool(i) for i in range(3)])
    msgs.append(Msg(role=Role.ASSISTANT, content=json.dumps({'r': results})))
    return AgentLoopOutput(prompt_ids=[1, 2], response_ids=results, response_mask=[1] * len(results), num_turns=len(msgs), metrics={'roles': [m.role for m in msgs]})
out = asyncio.run(agent('hi'))
a = out.model_dump()
b = out.model_dump_json()
c = [m for m in Role]
d = (Role('user'), Role.USER == 'user', Role.USER.value, str(Role.USER), f'{Role.USER}', repr(Role.USER), Role['ASSISTANT'].name)
e = json.loads(b)
f = json.dumps({'a': [1, 2.5, None, True], 'b': 'é'}, indent=2, sort_keys=True)
g = json.dumps({'b': 1, 'a': {'c': (1, 2)}}, separators=(',', ':'), ensure_ascii=False)
try:
    json.dumps({'x': {1, 2}})
except TypeError as err:
    h = str(err)
try:
    json.loads('{"a": }')
except json.JSONDecodeError as err:
    i = (str(err), err.pos, err.lineno)
j = Msg.model_validate_json('{"role": "assistant", "content": "x"}').role is Role.ASSISTANT
async def slow():
    await asyncio.sleep(10)
async def main():
    try:
        await asyncio.wait_for(slow(), timeout=0.01)
    except asyncio.TimeoutError:
        return 'timeout'
k = asyncio.run(main())
async def producer(q):
    for i in range(3):
        await q.put(i)
    await q.put(None)
async def consumer(q):
    got = []
    while (item := await q.get()) is not None:
        got.append(item)
    return got
async def pc():
    q = asyncio.Queue()
    _, got = await asyncio.gather(producer(q), consumer(q))
    return got
l = asyncio.run(pc())
