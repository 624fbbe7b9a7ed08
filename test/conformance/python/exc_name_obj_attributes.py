# AttributeError's name/obj and NameError's name (Python 3.10+): the keywords, and what the interpreter
# sets on the ones it raises (a lookup, a property, __getattr__; a property's AttributeError handing
# over to the class's __getattr__).
import math
out = []
e = AttributeError('a', name='n', obj=1)
out.append((e.name, e.obj, str(e), repr(e)))
e = AttributeError('a')
out.append((e.name, e.obj))
out.append((NameError('x', name='q').name, NameError('x').name))
for g in [lambda: AttributeError(foo=1), lambda: NameError(obj=1)]:
    try:
        g()
    except TypeError as ex:
        out.append(str(ex))
class MyAE(AttributeError):
    pass
out.append(MyAE('m', name='z').name)
e = AttributeError()
e.name = 'w'
out.append(e.name)
try:
    [].nope
except AttributeError as ex:
    out.append((ex.name, ex.obj))
try:
    undefined_q
except NameError as ex:
    out.append(ex.name)
class P:
    @property
    def prop(self):
        raise AttributeError('inner')
    def __getattr__(self, n):
        if n == 'dyn':
            raise AttributeError(f'no {n}')
        raise AttributeError(f'nope {n}', name='given', obj=None)
p = P()
for g in [lambda: p.prop, lambda: p.dyn, lambda: p.other, lambda: getattr(p, 'dyn'), lambda: P.missing, lambda: math.nothing]:
    try:
        g()
    except AttributeError as ex:
        out.append((str(ex), ex.name, type(ex.obj).__name__))
def outer():
    def inner():
        return v
    inner_ref = inner
    try:
        inner_ref()
    except NameError as ex:
        out.append((str(ex), ex.name))
    v = 1
outer()
def loc():
    try:
        print(w)
    except UnboundLocalError as ex:
        out.append((str(ex), ex.name))
    w = 2
loc()
out.append(hasattr(p, 'dyn'))
out = [repr(x) for x in out]
