def tag(name):
    def wrap(f):
        return f
    return wrap


def default():
    return 3


@tag("x")
@tag(
    "y"
)
def f(a=default(), b=[
    1,
]):
    return a


r = f()
