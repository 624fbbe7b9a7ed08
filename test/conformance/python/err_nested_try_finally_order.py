log = []


def f():
    try:
        try:
            log.append("inner try")
            raise ValueError("v")
        finally:
            log.append("inner finally")
    except ValueError:
        log.append("outer except")
        return "ret"
    finally:
        log.append("outer finally")


r = f()
