calls = []


def logged(func):
    def wrapper(*args, **kwargs):
        calls.append((func.__name__, args))
        return func(*args, **kwargs)

    return wrapper


@logged
def add(a, b):
    return a + b


result = add(2, 3)
name = add.__name__
