log = []
def f(x):
    try:
        log.append("try")
        if x == 0:
            return "early"
        if x == 1:
            raise ValueError("v")
        log.append("after")
    except ValueError:
        log.append("except")
        return "from-except"
    else:
        log.append("else")
        return "from-else"
    finally:
        log.append("finally")
r = [f(0), f(1), f(2)]
def g():
    for i in range(3):
        try:
            if i == 1:
                continue
            if i == 2:
                break
        finally:
            log.append(("g", i))
    return "done"
r2 = g()
def h():
    try:
        return 1
    finally:
        log.append("h-finally")
r3 = h()
