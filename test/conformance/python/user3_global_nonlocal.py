counter = 0
def incr(by=1):
    global counter
    counter += by
    return counter
incr(); incr(5)
def outer():
    n = 0
    def a():
        nonlocal n
        n += 1
    def b():
        nonlocal n
        n *= 10
    a(); b(); a()
    return n
r = outer()
def make():
    items = []
    def add(x):
        items.append(x)
        return len(items)
    def get():
        return list(items)
    return add, get
add, get = make()
add(1); add(2)
g = get()
x = "global"
def shadow():
    x = "local"
    def inner():
        return x
    return inner()
s = shadow(), x
def define_global():
    global new_global
    new_global = 42
define_global()
ng = new_global
def counter_gen():
    count = 0
    def step():
        nonlocal count
        count += 1
        return count
    return step
c1, c2 = counter_gen(), counter_gen()
vals = c1(), c1(), c2()
lst = [1, 2]
def mutate():
    lst.append(3)
mutate()
def rebind():
    try:
        lst += [4]
    except UnboundLocalError as e:
        return str(e)
rb = rebind()
