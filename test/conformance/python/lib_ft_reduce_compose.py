from functools import reduce, partial
def compose(*fs):
    return reduce(lambda f, g: lambda x: f(g(x)), fs)
inc = lambda x: x + 1
dbl = lambda x: x * 2
r = compose(inc, dbl)(5), compose(dbl, inc)(5)
words = ["a", "bb", "a", "c"]
cnt = reduce(lambda d, w: {**d, w: d.get(w, 0) + 1}, words, {})
flat = reduce(lambda a, b: a + b, [[1], [2, 3], []])
try:
    reduce(lambda a, b: a + b, 5)
except TypeError as e:
    m = str(e)
base2 = partial(int, base=2)
nums = list(map(base2, ["10", "111"]))
try:
    base2("12")
except ValueError as e:
    m2 = str(e)
