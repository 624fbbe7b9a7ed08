from functools import partial

def power(base, exponent):
    return base ** exponent


square = partial(power, exponent=2)
cube = partial(power, exponent=3)
results = [square(4), cube(2)]
