def make_incrementor(n):
    return lambda x: x + n
f = make_incrementor(42)
a = f(0)
b = f(1)
pairs = [(1, 'one'), (2, 'two'), (3, 'three'), (4, 'four')]
pairs.sort(key=lambda pair: pair[1])
sorted_pairs = pairs
def counter():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    return inc
c = counter()
c()
c()
cval = c()
funcs = [lambda: i for i in range(3)]
late = [fn() for fn in funcs]
funcs2 = [lambda i=i: i for i in range(3)]
early = [fn() for fn in funcs2]
total = 0
def add_global(x):
    global total
    total += x
add_global(5)
add_global(7)
def my_function():
    """Do nothing, but document it.

    No, really, it doesn't do anything.
    """
    pass
doc = my_function.__doc__
name = my_function.__name__
lam_name = f.__name__
