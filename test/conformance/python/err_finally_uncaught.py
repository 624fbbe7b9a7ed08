log = []


def divide(x, y):
    try:
        return x / y
    finally:
        log.append("finally")


ok = divide(4, 2)
bad = divide("2", "1")
