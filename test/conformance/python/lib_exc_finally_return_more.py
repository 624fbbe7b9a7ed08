def f():
    try:
        raise ValueError("lost")
    finally:
        return "finally wins"
a = f()
def g():
    for i in range(3):
        try:
            return i
        finally:
            if i == 0:
                continue
b = g()
def h():
    x = []
    try:
        x.append(1)
        return x
    finally:
        x.append(2)
c = h()
def k():
    try:
        try:
            raise KeyError("a")
        finally:
            log.append("inner finally")
    except KeyError:
        log.append("caught")
    finally:
        log.append("outer finally")
log = []
k()
def nested():
    try:
        1 / 0
    except ZeroDivisionError as e:
        try:
            raise ValueError("second") from e
        except ValueError as v:
            return (str(v), type(v.__cause__).__name__, type(v.__context__).__name__)
n = nested()
