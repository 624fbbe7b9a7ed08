log = []
def risky(n):
    if n < 0:
        raise ValueError(f"negative: {n}")
    return n
def wrapper(n):
    try:
        return risky(n)
    except ValueError as e:
        log.append(str(e))
        raise
try:
    wrapper(-1)
except ValueError as e:
    r = str(e)
def bare():
    try:
        raise KeyError("a")
    except KeyError:
        try:
            raise TypeError("b")
        except TypeError:
            pass
        raise
try:
    bare()
except Exception as e:
    r2 = repr(e)
try:
    raise
except RuntimeError as e:
    r3 = str(e)
e_del = "e" in dir()
def scope():
    try:
        raise ValueError
    except ValueError as err:
        pass
    try:
        return err
    except NameError as ne:
        return str(ne)
r4 = scope()
