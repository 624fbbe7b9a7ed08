log = []
try:
    raise ValueError
except ValueError as e:
    log.append((repr(e), str(e), e.args))
try:
    raise KeyError("k")
except KeyError as e:
    log.append((repr(e), str(e)))
try:
    raise KeyError("a", "b")
except LookupError as e:
    log.append(str(e))
try:
    try:
        1 / 0
    except ZeroDivisionError as e:
        raise RuntimeError("wrapped") from e
except RuntimeError as e:
    log.append((str(e), type(e.__cause__).__name__, e.__suppress_context__))
try:
    try:
        {}["x"]
    except KeyError:
        raise TypeError("during")
except TypeError as e:
    log.append((type(e.__context__).__name__, e.__cause__))
try:
    raise Exception("a", 1)
except Exception as e:
    log.append((str(e), repr(e)))
try:
    raise OSError(2, "No such file")
except OSError as e:
    log.append((e.errno, e.strerror, str(e)))
def reraiser():
    try:
        int("x")
    except ValueError:
        log.append("handling")
        raise
try:
    reraiser()
except ValueError as e:
    log.append(str(e))
try:
    raise 5
except TypeError as e:
    log.append(str(e))
