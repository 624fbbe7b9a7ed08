# A list subclass overriding __len__ and __iter__: CPython asks the length (list_extend's hint)
# after making the iterator for [*v], f(*v), list(v), tuple(v), sorted(v), and not for len-free uses.
class L(list):
    def __len__(self):
        n = super().__len__()
        return n + 100
    def __iter__(self):
        it = super().__iter__()
        for x in it:
            yield x * 10
v = L([1, 2, 3])
a = [*v]
def f(*args):
    return args
b = f(*v)
c = list(v)
d = []
for x in v:
    d.append(x)
e = len(v)
g = tuple(v)
h = sorted(v)
i = set(v)
j = sum(v)
k = [x for x in v]
m = max(v)
s = ' '.join(map(str, v))
x1, *rest = v
z = list(zip(v, v))
en = list(enumerate(v))
del v
