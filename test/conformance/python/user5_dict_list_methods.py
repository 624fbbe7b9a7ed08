# dict and list methods and builtins the way agent-loop code uses them.
d = {'a': 1, 'b': 2}
d.update(c=3)
d.setdefault('d', [])
d['d'].append(1)
a = d.pop('a')
b = d.pop('zz', None)
c = list(d.items())
e = d | {'e': 5}
d |= {'b': 20}
f = dict.fromkeys('xy', 0)
g = sorted(d, key=lambda k: -len(str(d[k])))
h = {k: v for k, v in sorted(d.items(), reverse=True) if isinstance(v, int)}
try:
    d['missing']
except KeyError as ex:
    i = (str(ex), repr(ex), ex.args)
j = d.popitem()
k = list(reversed({'a': 1, 'b': 2}))
l = [1, 5, 2, 8]
l.sort(reverse=True)
m = l.index(5)
l.insert(-1, 9)
n = l[::-2]
o = l.copy()
o.extend(range(3))
p = o.count(2)
try:
    l.remove(100)
except ValueError as ex:
    q = str(ex)
r = [*l, *'ab']
s = sorted(['b', 'A', 'c'], key=str.lower)
t = list(zip([1, 2], 'ab', strict=False))
u = list(enumerate('xy', start=1))
v = max([], default=None), min([3, 1], key=lambda x: -x)
w = sum([[1], [2]], [])
x = any(x > 3 for x in l), all([])
y = divmod(-7, 2), -7 // 2, -7 % 2, round(2.5), round(-0.5), round(1.25, 1)
z = [l[i:i + 2] for i in range(0, len(l), 2)]
