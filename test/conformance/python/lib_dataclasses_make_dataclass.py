# dataclasses.make_dataclass: name, (name, type) and (name, type, default) fields, namespace, bases and options, and its errors.
import dataclasses
from dataclasses import make_dataclass, field, fields, asdict
P = make_dataclass('P', ['z', ('x', int), ('y', int, field(default=0))], namespace={'double': lambda self: self.x * 2})
p = P(1, 2)
r1 = (repr(p), p.double(), P.__module__, P.__qualname__, repr(P.__annotations__), [f.name for f in fields(P)], asdict(p), p == P(1, 2, 0))
Q = make_dataclass('Q', [('a', list, field(default_factory=list)), ('b', str, 'hi')], frozen=True, order=True)
q = Q()
r2 = (repr(q), q < Q([1]), hash(q) is not None if False else 0)
try:
    q.b = 'x'
except dataclasses.FrozenInstanceError as e:
    r3 = str(e)
class Base:
    def hello(self):
        return 'hello ' + self.name
R = make_dataclass('R', [('name', str)], bases=(Base,), kw_only=True)
r4 = (R(name='n').hello(), R.__mro__[1] is Base)
try:
    R('pos')
except TypeError as e:
    r5 = str(e)
errs = []
for bad in [[('a b', int)], [('class', int)], [('a', int), ('a', str)], [('a',)], [3]]:
    try:
        make_dataclass('B', bad)
    except TypeError as e:
        errs.append(str(e))
try:
    make_dataclass('C', [('a', int, 1), ('b', int)])
except TypeError as e:
    r6 = str(e)
S = make_dataclass('S', [('v', int)], slots=True)
r7 = (S.__slots__, repr(S(3)))
E = make_dataclass('E', [])
r8 = repr(E())
