# Spreading list/tuple/dict subclasses that override __iter__/__len__ into displays, calls,
# extend, +=, slice assignment and builtins: which dunders CPython calls, in which order.
class L(list):
    def __len__(self):
        return super().__len__() + 100
    def __iter__(self):
        for x in super().__iter__():
            yield x + 1
class T(tuple):
    def __len__(self):
        return 7
    def __iter__(self):
        return iter([9, 8])
class D(dict):
    def keys(self):
        return ['a']
    def __iter__(self):
        return iter(['q'])
    def __len__(self):
        return 5
v = L([1, 2])
t = T((1, 2))
d = D(a=1)
def f(*args, **kw):
    return list(args), sorted(kw)
r = []
r.append([*v, *t])
r.append((*v,))
r.append(sorted({*v, *t}))
r.append(f(*v, *t))
r.append(f(1, *v))
r.append(f(**dict(d)))
r.append({**d})
r.append(dict(d))
w = []
w.extend(v)
w += t
r.append(w)
x = [0, 0, 0]
x[1:2] = v
r.append(x)
r.append(' '.join(map(str, v)))
r.append(max(*v))
r.append(list(reversed(v)))
r.append(v == [1, 2])
r.append(repr(v))
r.append(list(d))
r.append(len(d))
r.append(dict.fromkeys(v))
r.append(any(v))
r.append(tuple(t))
r.append(list(t))
a, b = t
r.append((a, b))
del v, t, d
