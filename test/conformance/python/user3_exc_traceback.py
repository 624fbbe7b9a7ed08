import traceback
def a():
    return b()
def b():
    return {}["missing"]
try:
    a()
except KeyError:
    tb = traceback.format_exc()
lines = tb.splitlines()
first, last = lines[0], lines[-1]
n = len(lines)
try:
    int("x")
except ValueError as e:
    one = traceback.format_exception_only(type(e), e)
    full = "".join(traceback.format_exception(type(e), e, e.__traceback__))
class E(Exception):
    pass
def f():
    try:
        1 / 0
    except ZeroDivisionError as e:
        raise E("wrapped") from e
try:
    f()
except E as e:
    fe = traceback.format_exception(e)
    fx = traceback.format_exc()
    nochain = traceback.format_exception(type(e), e, e.__traceback__, chain=False)
    only = traceback.format_exception_only(e), traceback.format_exception_only(type(e), e)
outside = traceback.format_exc()
try:
    try:
        {}[1]
    except KeyError:
        int("x")
except ValueError as e:
    e.add_note("note 1")
    ctx = traceback.format_exception(e)
none_only = traceback.format_exception_only(ValueError, None)
class S(Exception):
    def __str__(self):
        raise RuntimeError
bad = traceback.format_exception_only(S()), traceback.format_exception_only(KeyError())
def deep(n):
    if n == 0:
        raise RuntimeError("bottom")
    deep(n - 1)
try:
    deep(2)
except RuntimeError:
    d = traceback.format_exc()
try:
    raise ValueError("in try")
except ValueError:
    try:
        traceback.print_exc()
        printed = True
    finally:
        pass
