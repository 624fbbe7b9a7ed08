def outer():
    x = 1
    def inner():
        nonlocal x
        x += 1
        return x
    a = inner()
    b = inner()
    return a, b, x
r = outer()
def counter():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    return inc
c = counter()
vals = [c(), c(), c()]
def f():
    return [lambda: i for i in range(3)]
fs = [g() for g in f()]
def g():
    y = 5
    return [y + i for i in range(3)]
gg = g()
class K:
    a = 1
    def __init__(self): pass
    def m(self):
        return a_global
a_global = 7
k = K().m()
msgs = []
def h():
    try:
        print(zz)
    except NameError as e:
        msgs.append(str(e))
    zz = 1
h()
def h2():
    try:
        return q
    except NameError as e:
        msgs.append(str(e))
h2()
def h3():
    def inner():
        return v
    try:
        inner()
    except NameError as e:
        msgs.append(str(e))
    v = 3
    return inner()
hv = h3()
def outer2():
    y = 1
    class C:
        y = 2
        def __init__(self): pass
        def get(self):
            return y
        z = y
    return C().get(), C.z
r2 = outer2()
class P:
    __secret = 1
    def __init__(self): pass
    def get(self):
        return self.__secret
pp = P().get()
t = (lambda a, b=3: a * b)(2)
n = [(yy := v * 2) for v in range(3)]
def walrus_in_func():
    if (m := 10) > 5:
        return [m := m + i for i in range(3)], m
w = walrus_in_func()
x = 10
def gl():
    global x
    x = 20
gl()
del x
try:
    x
except NameError as e:
    mm = str(e)
def uses_class_var():
    class A:
        v = 1
        w = [v for _ in range(1)] if False else 0
    return A.w
ucv = uses_class_var()
def except_name():
    try:
        raise ValueError
    except ValueError as err:
        pass
    try:
        return err
    except NameError as e:
        return str(e)
en = except_name()
