r = []
class A:
    "adoc"
class B: pass
class S:
    __slots__ = ('x',)
def f(): 'doc'
class C:
  m=f
  @classmethod
  def c(cls): 'cdoc'
  @staticmethod
  def s(): 'sdoc'
  @property
  def p(self): 'pdoc'
tests = [lambda: A.__doc__, lambda: B.__doc__, lambda: A().__doc__, lambda: B().__doc__, lambda: S.x.__doc__,
 lambda: C().m.__doc__, lambda: C.c.__doc__, lambda: C.s.__doc__, lambda: C.__dict__['c'].__doc__, lambda: C.__dict__['s'].__doc__, lambda: C.p.__doc__,
 lambda: len.__doc__, lambda: int.__doc__, lambda: (1).__doc__, lambda: True.__doc__, lambda: bool.__doc__, lambda: "x".split.__doc__, lambda: str.join.__doc__,
 lambda: [].append.__doc__, lambda: {}.get.__doc__, lambda: dict.fromkeys.__doc__, lambda: str.maketrans.__doc__, lambda: int.real.__doc__, lambda: (3).bit_length.__doc__,
 lambda: True.bit_length.__doc__, lambda: ValueError.__doc__, lambda: ValueError('x').__doc__, lambda: KeyError.__doc__, lambda: object.__doc__, lambda: type.__doc__,
 lambda: None.__doc__, lambda: NotImplemented.__doc__, lambda: range(3).__doc__, lambda: print.__doc__, lambda: sorted.__doc__, lambda: f.__doc__, lambda: (lambda: 0).__doc__,
 lambda: Exception('e').with_traceback.__doc__, lambda: property.__doc__, lambda: staticmethod.__doc__, lambda: 1.5.is_integer.__doc__, lambda: {1}.union.__doc__,
 lambda: frozenset().issubset.__doc__, lambda: (1,2).count.__doc__, lambda: zip.__doc__, lambda: enumerate.__doc__, lambda: map.__doc__, lambda: super.__doc__, lambda: slice(1).start.__doc__ if False else slice.__doc__]
for t in tests:
    try:
        r.append(t())
    except Exception as e:
        r.append(repr(e))
def g(): pass
g.__doc__ = 'set'
class D:
    m = g
gd = D().m.__doc__
A.__doc__ = 'changed'
ad = A.__doc__
try:
    int.__doc__ = 'x'
except TypeError as e:
    m1 = str(e)
try:
    del A.__doc__
except TypeError as e:
    m2 = str(e)
a = A(); a.__doc__ = 'inst'; ai = (a.__doc__, A.__doc__)
