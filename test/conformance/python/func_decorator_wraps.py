import functools


def logged(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        return func(*args, **kwargs)

    return wrapper


@logged
def greet(name):
    """Say hello."""
    return "hi " + name


r = greet("x")
name = greet.__name__
doc = greet.__doc__
