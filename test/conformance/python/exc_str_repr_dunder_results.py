# Exceptions' str/repr/args, the TypeErrors of dunders returning the wrong type, StopIteration in a
# generator, RecursionError, chaining and finally.
out = []
for e in [KeyError('k'), KeyError('a', 'b'), KeyError(), ValueError('x', 2), OSError(2, 'No such file'), OSError(2, 'No such file', 'f.txt'), FileNotFoundError(2, 'nf', 'x.py'), UnicodeDecodeError('utf-8', b'\xff', 0, 1, 'invalid start byte'), StopIteration(5), SystemExit(3), Exception(), Exception(None), AttributeError('a', name='n', obj=1), NameError('nm', name='q'), ImportError('imp', name='mod'), ModuleNotFoundError("No module named 'zz'")]:
    out.append((str(e), repr(e), e.args))
class BadRepr:
    def __repr__(self): return 5
class BadBool:
    def __bool__(self): return 'yes'
class BadLen:
    def __len__(self): return -1
class NoHash:
    __hash__ = None
class BigLen:
    def __len__(self): return 2 ** 70
for g in [lambda: repr(BadRepr()), lambda: bool(BadBool()), lambda: len(BadLen()), lambda: hash(NoHash()), lambda: {NoHash()}, lambda: len(BigLen()), lambda: str(BadRepr()), lambda: f'{BadRepr()!r}', lambda: [BadRepr()].__repr__()]:
    try:
        out.append(g())
    except Exception as e:
        out.append((type(e).__name__, str(e)))
def gen():
    yield 1
    raise StopIteration('x')
try:
    list(gen())
except RuntimeError as e:
    out.append((str(e), repr(e.__cause__)))
def rec(n):
    return rec(n + 1)
try:
    rec(0)
except RecursionError as e:
    out.append(str(e))
try:
    raise ValueError('a') from TypeError('b')
except ValueError as e:
    out.append((repr(e.__cause__), e.__context__ is None))
try:
    try:
        raise ValueError('inner')
    finally:
        out.append('finally ran')
except ValueError as e:
    out.append(str(e))
try:
    raise TypeError
except TypeError as e:
    out.append((str(e), repr(e), e.args))
e2 = ValueError('keep')
try:
    raise e2
except ValueError:
    pass
out.append(e2.__traceback__ is not None)
