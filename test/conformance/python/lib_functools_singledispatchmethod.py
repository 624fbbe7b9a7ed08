# functools.singledispatchmethod: plain methods, classmethods and staticmethods dispatching on the first argument after self/cls.
from functools import singledispatchmethod
class Fmt:
    prefix = '>'
    @singledispatchmethod
    def show(self, x):
        return f'{self.prefix} other {x!r}'
    @show.register
    def _(self, x: int):
        return f'{self.prefix} int {x}'
    @show.register(list)
    def _(self, x):
        return f'{self.prefix} list of {len(x)}'
    @show.register
    def _(self, x: bool):
        return 'bool'
    @singledispatchmethod
    @classmethod
    def parse(cls, v):
        return ('any', cls.__name__)
    @parse.register
    @classmethod
    def _(cls, v: str):
        return ('str', cls.__name__, v)
    @singledispatchmethod
    @staticmethod
    def kind(v):
        return 'x'
    @kind.register
    @staticmethod
    def _(v: float):
        return 'float'
f = Fmt()
r = [f.show(1), f.show('a'), f.show([1, 2]), f.show(True), f.show(None), Fmt.parse('q'), Fmt.parse(3), f.parse('z'), Fmt.kind(1.5), f.kind(2)]
class Sub(Fmt):
    prefix = '#'
r2 = [Sub().show(5), Sub.parse('s')]
r3 = Fmt.show(f, 3)
try:
    f.show()
except IndexError as e:
    r4 = str(e)
try:
    singledispatchmethod(3)
except TypeError as e:
    r5 = str(e)
r6 = Fmt.__dict__['show'].dispatcher.dispatch(int) is not None
r7 = type(Fmt.__dict__['show']).__name__
