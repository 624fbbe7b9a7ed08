# A dataclass without a docstring gets its name and __init__ signature as __doc__; inspect.signature
# of a dataclass shows the generated __init__ (kw-only fields after *, <factory> defaults).
import inspect
from dataclasses import dataclass, field, InitVar, KW_ONLY
from typing import List, Optional, Dict
@dataclass(init=False)
class A:
    x: int = 1
@dataclass
class B:
    x: int
    def __init__(self, q, *, r=2): pass
@dataclass
class C:
    'Has doc.'
    x: int
@dataclass
class D:
    a: int
    _: KW_ONLY
    b: 'str' = 'q'
    c: InitVar[int] = 3
    d: list = field(default_factory=list, init=False)
    e: float = field(default=1.5, kw_only=False)
@dataclass
class E(D):
    f: Optional[Dict[str, List[int]]] = None
docs = [A.__doc__, B.__doc__, C.__doc__, D.__doc__, E.__doc__]
sigs = [str(inspect.signature(D)), str(inspect.signature(E))]
@dataclass
class Config:
    lr: float = 1e-3
    tags: List[str] = field(default_factory=list)
class Sub(Config):
    pass
sigs.append(str(inspect.signature(Sub)))
docs.append(Sub.__doc__)
params = list(inspect.signature(Config).parameters)
