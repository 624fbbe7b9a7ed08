a = [3, 1, 2]
a.append(4); a.extend([5, 6]); a.insert(0, 0); a.insert(-1, 99); a.insert(100, 7)
b = a.pop(), a.pop(0), a.pop(-2)
a.remove(99)
c = a.index(2), a.count(1), len(a)
a.reverse()
d = a[:]
a.sort(reverse=True)
e = a.copy()
a.clear()
f = [1, 2, 3] * 2, [[0] * 2] * 2, [0] * 0
g = [1, 2] + [3], [1, 2] < [1, 3], [1, 2] < [1, 2, 0], [] < [0]
h = list(range(10))[2:8:3], list(range(10))[::-3], list(range(10))[-3:]
x = list(range(10))
x[2:5] = ["a"]
x[::2] = [0] * len(x[::2])
del x[1]
del x[-2:]
y = [1, 2, 3]
y += (4, 5)
y *= 2
z = [[1, 2], [3, 4]]
flat = [v for row in z for v in row]
i = sorted([3, 1, 2], reverse=True), sorted(["b", "A", "c"], key=str.lower)
j = [1, 2, 3].index(3, 1), [1, [2]] == [1, [2]]
try:
    [1].index(5)
except ValueError as ex:
    k = str(ex)
try:
    [].pop()
except IndexError as ex:
    l = str(ex)
try:
    [1].remove(9)
except ValueError as ex:
    m = str(ex)
try:
    x = [1, 2]
    x[::2] = [1, 2, 3]
except ValueError as ex:
    n = str(ex)
o = list("abc"), list((1, 2)), list({"a": 1}), list(range(0)), list(map(int, "123"))
p = [i * i for i in range(5) if i % 2], [(i, j) for i in range(2) for j in range(2)]
q = [x for x in [3, 1, 2] if x > 1][::-1]
r = max([[1, 2], [1, 3]]), min([(2, "a"), (1, "z")])
