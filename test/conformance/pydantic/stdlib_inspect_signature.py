# inspect.signature of functions, classes and pydantic models (pydantic builds a model signature from its fields).
import inspect
from typing import Optional
from pydantic import BaseModel, ConfigDict, Field

def f(a, b: int, /, c=1, *args, d: str = 'x', e, **kw) -> bool:
    return True

class C:
    def __init__(self, x: int, y=2):
        pass

class M(BaseModel):
    model_config = ConfigDict(extra='allow')
    a: int = Field(gt=0)
    b: list[int] = Field(default_factory=list)
    c: Optional[str] = None
    d: str = Field(alias='dee')

s1 = str(inspect.signature(f))
s2 = str(inspect.signature(C))
s3 = str(inspect.signature(M))
ps = list(inspect.signature(f).parameters)
k = str(inspect.signature(f).parameters['e'].kind)
s4 = str(inspect.signature(lambda x, y=3: x))
doc = inspect.cleandoc('''
    Hello
      world
''')
