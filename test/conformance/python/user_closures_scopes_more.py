def make_multipliers():
    return [lambda x, i=i: x * i for i in range(4)]
mults = [m(2) for m in make_multipliers()]
def outer():
    x = "outer"
    def inner():
        return x
    x = "changed"
    return inner()
o = outer()
def acc(start=0):
    total = start
    def add(n):
        nonlocal total
        total += n
        return total
    return add
a = acc(10)
a(1)
r = a(2)
def counter_factory():
    counts = {}
    def count(word):
        counts[word] = counts.get(word, 0) + 1
        return counts
    return count
cf = counter_factory()
cf("a")
res = cf("a")
x = 10
def use_global():
    return x + 1
def shadow_global():
    x = 5
    return x
ug = use_global(), shadow_global(), x
def compose(*fns):
    def composed(v):
        for f in reversed(fns):
            v = f(v)
        return v
    return composed
inc = lambda v: v + 1
dbl = lambda v: v * 2
cmp = compose(inc, dbl)(5)
cells = len(acc().__closure__)
def gen_fns():
    fns = []
    for i in range(3):
        def f():
            return i
        fns.append(f)
    return [f() for f in fns]
gf = gen_fns()
