log = []
for i in range(4):
    try:
        if i == 1:
            continue
        if i == 3:
            break
        log.append(("body", i))
    finally:
        log.append(("finally", i))
def f():
    try:
        return "try"
    finally:
        log.append("f-finally")
def g():
    try:
        return "try"
    finally:
        return "finally"
def h():
    for x in range(3):
        try:
            return x
        finally:
            if x == 0:
                continue
    return "end"
r = f(), g(), h()
def k():
    try:
        1 / 0
    except ZeroDivisionError:
        log.append("caught")
        return "except"
    else:
        return "else"
    finally:
        log.append("k-finally")
r2 = k()
def m():
    try:
        pass
    except Exception:
        pass
    else:
        log.append("else-ran")
    finally:
        log.append("m-finally")
m()
