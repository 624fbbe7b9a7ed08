# PySequence_Fast (str.join, slice assignment): an exact list/tuple as it is, a subclass through
# its __iter__ without asking its length; the TypeErrors for a non-iterable.
class S(list):
    def __iter__(self):
        return iter(['x', 'y'])
    def __len__(self):
        return 9
s = S(['a', 'b', 'c'])
j = '-'.join(s)
x = [1, 2, 3]
x[1:2] = s
y = [1, 2, 3, 4]
y[::2] = s
out = []
for v in [5, None]:
    for sl in [slice(1, 2), slice(None, None, 2), slice(None, None, 1)]:
        try:
            z = [1, 2, 3]
            z[sl] = v
        except TypeError as e:
            out.append(str(e))
try:
    '-'.join(5)
except TypeError as e:
    out.append(str(e))
t = '-'.join(('a', 'b'))
del s
