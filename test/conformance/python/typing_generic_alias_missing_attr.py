# list[int].nope is looked up on list: the error names the origin class, and list[int].append is list.append.
import types
try:
    list[int].nope
except AttributeError as e:
    m1 = str(e)
try:
    dict[str, int].zzz
except AttributeError as e:
    m2 = str(e)
a = list[int].__origin__ is list
b = list[int].append is list.append
c = hasattr(list[int], 'nope')
d = getattr(list[int], 'copy', None) is list.copy
r = repr(list[int])
n = list[int].__name__
q = list[int].__qualname__
mod = list[int].__module__
