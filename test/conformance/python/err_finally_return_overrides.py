def bool_return():
    try:
        return True
    finally:
        return False


def swallow():
    try:
        1 / 0
    finally:
        return "swallowed"


a = bool_return()
b = swallow()
