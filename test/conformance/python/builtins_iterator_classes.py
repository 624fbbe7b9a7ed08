m = map(str, [1, 2])
r = (type(m).__name__, type(filter(None, [])).__name__, type(zip()).__name__, type(enumerate([])).__name__, type(reversed([])).__name__)
ok = (isinstance(m, map), isinstance(zip([1], [2]), zip), isinstance(iter([]), map))
names = (map.__name__, repr(map), repr(zip), str(enumerate))
vals = (list(m), list(zip('ab', 'cd', strict=True)), list(enumerate('xy', start=1)), list(reversed(range(3))), list(filter(None, [0, 1, 2])))
try:
    map(str)
except TypeError as e:
    e1 = str(e)
try:
    zip([1], [1, 2], strict=True).__next__(); list(zip([1], [1, 2], strict=True))
except ValueError as e:
    e2 = str(e)
try:
    enumerate()
except TypeError as e:
    e3 = str(e)
tm = type(map)
isc = (callable(map), map is type(m))
