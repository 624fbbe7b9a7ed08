a = [3, 1, 4, 1, 5, 9, 2, 6]
b = a.copy()
b.append(7); b.extend([8, 8]); b.extend("xy"); b.insert(0, 0); b.insert(-1, "m"); b.insert(100, "end"); b.insert(-100, "start")
p1 = b.pop(); p2 = b.pop(0); p3 = b.pop(-2)
b.remove(1)
i1 = a.index(1), a.index(1, 2), a.index(9, 0, 6), a.count(1), a.count(42)
c = sorted(a); c2 = sorted(a, reverse=True); a2 = a[:]; a2.sort(); a2.reverse()
d = a * 2; e = [[0] * 2] * 2; e[0][0] = 9
f = [1, 2] + [3]; f += (4, 5); f *= 2
g = [1, 2, 3]; g.clear()
h = list(range(10)); del h[::3]; del h[0]; h[1:3] = ["a", "b", "c"]; h[::2] = [0] * len(h[::2]); h[len(h):] = [99]
k = list(range(5)); k[1:4] = []; k[:0] = [-1]
m = [1, 2, 3]; m[1:2] = "xyz"
n = [x for x in range(5)][::-1], [1, 2, 3][-1:-3:-1], [1, 2, 3][5:], list(reversed([1, 2, 3]))
cmp = [1, 2] < [1, 3], [1, 2] < [1, 2, 0], [] < [0], [2] > [1, 9], [1, 2] == [1, 2]
