# validate_call: validate_return, a strict config, a method (titled by its qualified name).
from pydantic import ConfigDict, ValidationError, validate_call

@validate_call(validate_return=True)
def half(x: int) -> int:
    return x / 2

@validate_call(config=ConfigDict(strict=True))
def strict_add(a: int, b: int) -> int:
    return a + b

class Agent:
    def __init__(self, name: str):
        self.name = name

    @validate_call
    def act(self, steps: int, tools: list[str] = []) -> str:
        return f'{self.name}:{steps}:{",".join(tools)}'

out = []
ok = half(4)
try:
    half(3)
except ValidationError as e:
    out.append(str(e))
try:
    strict_add('1', 2)
except ValidationError as e:
    out.append(str(e))
s = strict_add(1, 2)
a = Agent('bot')
r = a.act('3', tools=('x', 'y'))
try:
    a.act(steps='many')
except ValidationError as e:
    out.append(str(e))
