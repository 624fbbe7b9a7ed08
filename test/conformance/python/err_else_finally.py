log = []


def divide(x, y):
    try:
        result = x / y
    except ZeroDivisionError:
        log.append("division by zero!")
    else:
        log.append(f"result is {result}")
    finally:
        log.append("executing finally clause")


divide(2, 1)
divide(2, 0)
