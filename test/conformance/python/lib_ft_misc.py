import functools
@functools.lru_cache(maxsize=None)
def f(a, b=2):
    return a * b
r = [f(1), f(1, 2), f(a=1), f(1, b=2)]
info = tuple(f.cache_info())
key = functools.cmp_to_key(lambda a, b: (a > b) - (a < b))
s = sorted([3, 1, 2], key=key)
def cmp_len(a, b):
    return len(a) - len(b)
s2 = sorted(["ccc", "a", "bb"], key=functools.cmp_to_key(cmp_len))
p = functools.partial(max, key=len)
pm = p(["aa", "b", "cccc"])
class C:
    @functools.partialmethod
    def dummy(self):
        pass
