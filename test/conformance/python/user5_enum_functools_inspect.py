# Enums (auto, Flag, StrEnum, unique), cached_property and lru_cache, operator getters, inspect.signature, copy.
import enum, functools, operator, inspect, copy
from enum import Enum, auto, Flag, unique, IntFlag, StrEnum
class Phase(Enum):
    INIT = auto()
    RUN = auto()
    DONE = auto()
    @property
    def next(self):
        members = list(type(self))
        i = members.index(self)
        return members[min(i + 1, len(members) - 1)]
class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
class Mode(StrEnum):
    TRAIN = auto()
    EVAL = auto()
a = (Phase.INIT.value, Phase.INIT.next, repr(Phase.RUN), str(Phase.DONE), Phase(2), Phase['DONE'].name, len(Phase), [m.name for m in Phase], Phase.INIT in Phase, Phase.INIT < Phase.RUN if False else None)
b = (repr(Perm.R | Perm.W), Perm.R in (Perm.R | Perm.X), repr(~Perm.R), [p.name for p in (Perm.R | Perm.W)], bool(Perm(0)), repr(Perm(7)))
c = (Mode.TRAIN, repr(Mode.EVAL), Mode.TRAIN == 'train', f'{Mode.EVAL}', Mode('eval') is Mode.EVAL, Mode.TRAIN.upper())
try:
    Phase(9)
except ValueError as e:
    d = str(e)
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    d2 = str(e)
class Svc:
    calls = 0
    @functools.cached_property
    def heavy(self):
        Svc.calls += 1
        return 42
    @functools.lru_cache(maxsize=2)
    def fib(self, n):
        return n if n < 2 else self.fib(n - 1) + self.fib(n - 2)
s = Svc()
e = (s.heavy, s.heavy, Svc.calls, s.fib(20), Svc.fib.cache_info().maxsize, 'heavy' in vars(s))
f = (operator.attrgetter('real')(3), operator.itemgetter(1, 0)('ab'), operator.methodcaller('upper')('x'), sorted([{'k': 2}, {'k': 1}], key=operator.itemgetter('k')))
def sig(a, b: int = 2, *args, c, d=4, **kw) -> str:
    'doc here'
    return ''
g = (str(inspect.signature(sig)), list(inspect.signature(sig).parameters), inspect.signature(sig).parameters['b'].default, inspect.isfunction(sig), sig.__doc__, inspect.iscoroutinefunction(sig))
h = copy.copy([1, [2]]), copy.deepcopy({'a': [1, {'b': 2}]})
