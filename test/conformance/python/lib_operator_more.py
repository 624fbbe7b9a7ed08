import operator as op
L = [1, 2, 3]
op.setitem(L, 0, 9)
op.delitem(L, 1)
a = L
b = op.iadd([1], [2]), op.iadd(1, 2), op.imul("ab", 2), op.ior({1}, {2}), op.iconcat([1], [3])
x = [1]
y = op.iadd(x, [5])
same = y is x
c = op.countOf([1, 2, 1, 1], 1), op.indexOf("abc", "c")
try:
    op.indexOf([1], 5)
except ValueError as e:
    m = str(e)
d = op.call(max, 1, 5), op.length_hint([1, 2]), op.inv(5)
try:
    op.iadd(1, "a")
except TypeError as e:
    m2 = str(e)
try:
    op.add(1)
except TypeError as e:
    m3 = str(e)
dk = {"a": 1}
op.delitem(dk, "a")
try:
    op.delitem(dk, "a")
except KeyError as e:
    m4 = repr(e)
