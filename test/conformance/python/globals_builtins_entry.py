# The reference runner execs the script in a namespace holding only __name__; exec adds
# __builtins__ (the builtins module's dict). Scripts see both, in that order.
names = [k for k in globals() if k.startswith('__')]
has = '__builtins__' in globals()
kind = type(__builtins__).__name__
l = __builtins__['len']([1, 2])
same = __builtins__['len'] is len and __builtins__['ValueError'] is ValueError
n = 'print' in __builtins__
got = __builtins__.get('sorted') is sorted
nm = __name__
no_doc = '__doc__' in globals()
try:
    __builtins__.len
except AttributeError as e:
    m = str(e)
