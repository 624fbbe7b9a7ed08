# import builtins: the builtins' namespace as a module (same objects, dir, getattr, the AttributeError).
import builtins
same = builtins.len is len
names = "print" in dir(builtins)
nm = builtins.__name__
t = type(builtins).__name__
e = builtins.ValueError is ValueError
g = getattr(builtins, 'sorted')([3, 1])
has = hasattr(builtins, 'nope')
import builtins as b2
same_mod = b2 is builtins
try:
    builtins.nope
except AttributeError as ex:
    msg = str(ex)
