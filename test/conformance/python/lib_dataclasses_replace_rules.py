# dataclasses.replace as CPython 3.11: init=False fields refused, InitVars required unless defaulted, a class refused.
from dataclasses import dataclass, field, replace, InitVar
@dataclass
class C:
    a: int
    scale: InitVar[float]
    k: InitVar[int] = 3
    b: float = field(default=0.0, init=False)
    def __post_init__(self, scale, k):
        self.b = self.a * scale + k
def t(f):
    try:
        return repr(f())
    except Exception as e:
        return type(e).__name__ + ': ' + str(e)
c = C(2, 1.5)
r = [t(lambda: replace(c)), t(lambda: replace(c, scale=2.0)), t(lambda: replace(c, scale=2.0, k=0)), t(lambda: replace(c, b=1.0)), t(lambda: replace(c, zz=1, scale=1.0)), t(lambda: replace(3)), t(lambda: replace(C))]
