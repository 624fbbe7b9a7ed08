# A verl-style agent loop end to end: tool calls, an AgentData model with a length validator, padding, attention
# masks and position ids in torch, defaultdict stats, deepcopy, seeded random, json.
import asyncio, copy, json, logging, random
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any, Optional
import torch
from pydantic import BaseModel, ConfigDict, Field, model_validator
logger = logging.getLogger(__name__)
random.seed(0)
@dataclass
class ToolCall:
    name: str
    arguments: dict[str, Any] = field(default_factory=dict)
class AgentData(BaseModel):
    model_config = ConfigDict(arbitrary_types_allowed=True)
    request_id: str
    messages: list[dict[str, Any]] = Field(default_factory=list)
    prompt_ids: list[int] = Field(default_factory=list)
    response_ids: list[int] = Field(default_factory=list)
    response_mask: list[int] = Field(default_factory=list)
    tool_calls: list[ToolCall] = Field(default_factory=list)
    turn_scores: list[float] = Field(default_factory=list)
    extra: Optional[torch.Tensor] = None
    @model_validator(mode='after')
    def _lens(self):
        if len(self.response_ids) != len(self.response_mask):
            raise ValueError(f'mask length {len(self.response_mask)} != ids length {len(self.response_ids)}')
        return self
class Tool:
    async def execute(self, call: ToolCall) -> tuple[str, float]:
        await asyncio.sleep(0)
        if call.name == 'calc':
            return str(eval_expr(call.arguments['expr'])), 1.0
        return f'unknown tool {call.name}', 0.0
def eval_expr(expr: str) -> int:
    a, op, b = expr.split()
    return {'+': int(a) + int(b), '*': int(a) * int(b)}[op]
async def run_agent(prompt_ids: list[int], calls: list[ToolCall], max_turns: int = 3) -> AgentData:
    data = AgentData(request_id='r0', prompt_ids=prompt_ids)
    tool = Tool()
    for turn, call in enumerate(calls[:max_turns]):
        out, score = await tool.execute(call)
        ids = [ord(ch) % 50 for ch in out]
        data.response_ids += ids
        data.response_mask += [0] * len(ids)
        data.turn_scores.append(score)
        data.tool_calls.append(call)
        data.messages.append({'role': 'tool', 'content': out, 'turn': turn})
    return data
calls = [ToolCall('calc', {'expr': '3 * 14'}), ToolCall('search'), ToolCall('calc', {'expr': '1 + 1'}), ToolCall('x')]
data = asyncio.run(run_agent([1, 2, 3], calls))
d1 = data.model_dump(exclude={'extra'})
def pad(seqs: list[list[int]], pad_id: int = 0, left: bool = False) -> torch.Tensor:
    n = max(len(s) for s in seqs)
    rows = [([pad_id] * (n - len(s)) + s) if left else (s + [pad_id] * (n - len(s))) for s in seqs]
    return torch.tensor(rows, dtype=torch.long)
prompts = pad([[5, 6], [7]], left=True)
responses = pad([data.response_ids, [9, 9]])
attn = torch.cat([prompts != 0, responses != 0], dim=1).long()
pos = torch.clamp(attn.cumsum(dim=-1) - 1, min=0)
batch = {'input_ids': torch.cat([prompts, responses], 1), 'attention_mask': attn, 'position_ids': pos}
shapes = {k: tuple(v.shape) for k, v in batch.items()}
stats = defaultdict(list)
for msg in data.messages:
    stats[msg['role']].append(len(msg['content']))
s2 = dict(stats)
snap = copy.deepcopy(data)
snap.turn_scores[0] = -1.0
scores = (data.turn_scores, snap.turn_scores, sum(data.turn_scores) / len(data.turn_scores))
try:
    AgentData(request_id='x', response_ids=[1], response_mask=[])
except Exception as e:
    err = str(e).splitlines()
sample = random.sample(range(100), 3), random.random(), random.choice('abc'), random.randint(1, 6)
j = json.dumps(data.messages, sort_keys=True)
