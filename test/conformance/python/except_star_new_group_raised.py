# except* (PEP 654) as CPython 3.11 runs it: except_star_new_group_raised.
def f():
    try:
        raise ExceptionGroup('g', [ValueError(1), TypeError(2)])
    except* TypeError:
        raise KeyError('k')
    x = 1
try:
    f()
except ExceptionGroup as e:
    r = repr(e)
f()
