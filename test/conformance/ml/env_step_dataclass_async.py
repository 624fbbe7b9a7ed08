# A gym-like environment stepped by async agents: dataclass state, enum actions, reward tensors.
import asyncio
from dataclasses import dataclass, field
from enum import IntEnum

import torch


class Action(IntEnum):
    LEFT = 0
    RIGHT = 1
    STAY = 2


@dataclass
class EnvState:
    position: int = 0
    steps: int = 0
    history: list = field(default_factory=list)

    def step(self, action: Action) -> float:
        self.position += {Action.LEFT: -1, Action.RIGHT: 1, Action.STAY: 0}[action]
        self.steps += 1
        self.history.append(action.name)
        return 1.0 if self.position == 2 else -0.1


async def policy(obs: int, t: int) -> Action:
    await asyncio.sleep(0)
    return Action.RIGHT if (obs + t) % 3 else Action.STAY


async def rollout(seed: int, horizon: int):
    env = EnvState(position=seed)
    rewards = []
    for t in range(horizon):
        a = await policy(env.position, t)
        rewards.append(env.step(a))
        if env.position >= 2:
            break
    return env, rewards


async def main():
    return await asyncio.gather(*(rollout(s, 4) for s in (0, 1, -1)))


results = asyncio.run(main())
histories = [env.history for env, _ in results]
returns = [sum(r) for _, r in results]
padded = torch.nn.utils.rnn.pad_sequence([torch.tensor(r) for _, r in results], batch_first=True, padding_value=0.0)
lengths = torch.tensor([len(r) for _, r in results])
mask = torch.arange(padded.size(1))[None, :] < lengths[:, None]
discounted = (padded * (0.9 ** torch.arange(padded.size(1)))).sum(-1)
