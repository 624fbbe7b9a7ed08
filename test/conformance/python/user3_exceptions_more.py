class AppError(Exception):
    def __init__(self, msg, code=500):
        super().__init__(msg)
        self.code = code
class NotFound(AppError):
    def __init__(self, what):
        super().__init__(f"{what} not found", 404)
try:
    raise NotFound("user")
except AppError as e:
    a = str(e), e.code, e.args, repr(e), type(e).__name__, isinstance(e, Exception)
try:
    try:
        1 / 0
    except ZeroDivisionError as e:
        raise ValueError("bad") from e
except ValueError as e:
    b = repr(e.__cause__), e.__suppress_context__, repr(e.__context__)
try:
    try:
        {}["k"]
    except KeyError:
        raise RuntimeError("wrapped")
except RuntimeError as e:
    c = repr(e.__context__), e.__cause__
try:
    raise ValueError("x") from None
except ValueError as e:
    d = e.__suppress_context__, e.__cause__
def f():
    try:
        return "try"
    finally:
        log.append("finally")
log = []
g = f(), log
def h():
    try:
        raise KeyError("a")
    except KeyError:
        return "caught"
    else:
        return "else"
    finally:
        log.append("h-fin")
i = h()
e1 = Exception("a", 1)
j = str(e1), repr(e1), e1.args, str(Exception()), repr(Exception()), str(KeyError("k")), str(KeyError())
k = issubclass(KeyError, LookupError), issubclass(ZeroDivisionError, ArithmeticError), KeyError.__mro__[1].__name__
class E2(Exception):
    pass
l = repr(E2("x", "y")), str(E2("x", "y")), str(E2())
try:
    raise E2
except E2 as ex:
    m = repr(ex)
n = None
try:
    pass
except Exception:
    n = 1
else:
    n = 2
try:
    raise TypeError("t")
except (ValueError, TypeError) as ex:
    o = type(ex).__name__
def p():
    for i in range(3):
        try:
            if i == 1:
                continue
            if i == 2:
                break
        finally:
            log.append(("loop", i))
p()
try:
    assert 1 == 2, "math is broken"
except AssertionError as ex:
    q = str(ex)
try:
    assert False
except AssertionError as ex:
    r = str(ex), ex.args
s = ex_var_deleted = "ex" not in dir()
class Custom(Exception):
    def __str__(self):
        return "custom str"
t = str(Custom()), repr(Custom(1))
u = BaseException.__subclasses__ and issubclass(KeyboardInterrupt, Exception)
try:
    raise StopIteration(5)
except StopIteration as ex:
    v = ex.value
err = OSError(2, "No such file")
w = err.errno, err.strerror, str(err)
x = str(FileNotFoundError(2, "No such file or directory", "a.txt"))
