def make_counter():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    return inc
c1 = make_counter(); c2 = make_counter()
r = [c1(), c1(), c2(), c1()]
total = 0
def add(n):
    global total
    total += n
add(5); add(10)
fs = [lambda: i for i in range(3)]
late = [f() for f in fs]
fs2 = [lambda i=i: i for i in range(3)]
early = [f() for f in fs2]
def outer():
    x = "outer"
    def inner():
        return x
    x = "changed"
    return inner()
o = outer()
def make_multiplier(n):
    return lambda x: x * n
double = make_multiplier(2)
dm = double(21), make_multiplier("ab")(3)
msg = None
def bad():
    print(y)
    y = 1
try:
    bad()
except UnboundLocalError as e:
    msg = str(e)
msg2 = None
def bad2():
    z += 1
z = 0
try:
    bad2()
except UnboundLocalError as e:
    msg2 = str(e)
msg3 = None
try:
    undefined_name
except NameError as e:
    msg3 = str(e)
msg4 = None
try:
    pritn("x")
except NameError as e:
    msg4 = str(e)
cl = c1.__closure__[0].cell_contents, make_counter.__name__, c1.__name__, c1.__qualname__
