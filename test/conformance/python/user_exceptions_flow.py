log = []
def risky(n):
    try:
        log.append(f"try {n}")
        if n == 1:
            raise ValueError("one")
        if n == 2:
            return "early"
        log.append("no error")
    except ValueError as e:
        log.append(f"caught {e}")
        return "handled"
    else:
        log.append("else")
    finally:
        log.append(f"finally {n}")
    return "end"
results = [risky(i) for i in range(3)]
def reraiser():
    try:
        1 / 0
    except ZeroDivisionError:
        log.append("logging and re-raising")
        raise
try:
    reraiser()
except ZeroDivisionError as e:
    rr = repr(e)
def finally_overrides():
    try:
        return "try"
    finally:
        log.append("in finally")
fo = finally_overrides()
try:
    raise KeyError("missing")
except (TypeError, KeyError) as e:
    multi = type(e).__name__, e.args
e_var_gone = "e" not in dir()
class Retry(Exception):
    def __init__(self, attempts):
        self.attempts = attempts
        super().__init__(f"failed after {attempts}")
attempts = 0
while True:
    try:
        attempts += 1
        if attempts < 3:
            raise Retry(attempts)
        break
    except Retry as ex:
        last = str(ex)
excs = [issubclass(KeyError, LookupError), issubclass(ZeroDivisionError, ArithmeticError), issubclass(FileNotFoundError, OSError)]
nested_result = None
try:
    try:
        raise TypeError("inner")
    finally:
        log.append("inner finally")
except TypeError as e:
    nested_result = str(e)
