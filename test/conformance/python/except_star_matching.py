# except* (PEP 654) as CPython 3.11 runs it: except_star_matching.
log = []
def raiser(e):
    raise e
try:
    raiser(ExceptionGroup('g', [ValueError(1), TypeError(2), KeyError(3)]))
except* ValueError as eg:
    log.append(('V', repr(eg), repr(eg.exceptions)))
except* (TypeError, KeyError) as eg:
    log.append(('TK', repr(eg)))
try:
    raiser(ValueError('naked'))
except* ValueError as eg:
    log.append(('naked', repr(eg), type(eg).__name__))
try:
    try:
        raiser(ExceptionGroup('g', [ValueError(1), TypeError(2)]))
    except* ValueError:
        log.append('handled V')
except* TypeError as eg:
    log.append(('outer', repr(eg)))
try:
    try:
        raiser(ExceptionGroup('g', [ValueError(1), TypeError(2)]))
    except* ValueError:
        raise KeyError('new')
except ExceptionGroup as eg:
    log.append(('mixed', repr(eg), repr(eg.exceptions[0].__context__)))
try:
    try:
        raiser(ExceptionGroup('g', [ValueError(1), ExceptionGroup('inner', [TypeError(2), ValueError(3)])]))
    except* ValueError:
        raise
except ExceptionGroup as eg:
    log.append(('reraise', repr(eg)))
try:
    try:
        raiser(ValueError('n2'))
    except* ValueError:
        raise
except ExceptionGroup as eg:
    log.append(('naked reraise', repr(eg)))
try:
    try:
        raiser(ValueError('n3'))
    except* TypeError:
        log.append('no')
except ValueError as e:
    log.append(('unmatched naked', repr(e)))
for bad in [ExceptionGroup, int]:
    try:
        try:
            raiser(ValueError(0))
        except* bad:
            pass
    except TypeError as e:
        log.append(str(e))
def gen():
    try:
        raiser(ExceptionGroup('x', [OSError('o')]))
    except* OSError as eg:
        yield repr(eg)
g = list(gen())
try:
    raiser(ExceptionGroup('g', [ValueError(1)]))
except* ValueError:
    pass
else:
    log.append('else?')
finally:
    log.append('finally')
try:
    pass
except* ValueError:
    pass
else:
    log.append('else ran')
