# except* (PEP 654) as CPython 3.11 runs it: except_star_trace_tail.
def f():
    try:
        raise ExceptionGroup('x', [OSError('o')])
    except* OSError as eg:
        a = 1
def g():
    try:
        raise OSError('o')
    except OSError as eg:
        a = 1
def h():
    try:
        raise ExceptionGroup('x', [OSError('o')])
    except* OSError:
        a = 1
def k():
    for i in range(2):
        try:
            raise ExceptionGroup('x', [OSError('o')])
        except* OSError:
            a = 1
def m():
    try:
        raise ExceptionGroup('x', [OSError('o'), ValueError(2)])
    except* OSError:
        a = 1
    except* ValueError:
        c = 1
f(); g(); h(); k(); m()
